import { GENERATOR, generate, type State } from 'astring';
import type { Literal, Program } from 'estree';
import type { Processor } from 'unified';

/** Every character outside ASCII as an escape, code unit by code unit (a surrogate pair gives two). */
const asciiOnly = (text: string) =>
  text.replace(/[^\0-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

const generator = {
  ...GENERATOR,
  Literal(this: typeof GENERATOR, node: Literal, state: State) {
    if (typeof node.value === 'string') state.write(asciiOnly(JSON.stringify(node.value)), node);
    else GENERATOR.Literal.call(this, node, state);
  },
};

/**
 * Prints a page's module without line breaks or indentation, its strings in ASCII. webpack holds
 * several copies of every page's code until a build ends (the module's source, its generated code,
 * the rendered chunk, what goes to the persistent cache): indentation was a sixth of it, and a page
 * with a single character beyond Latin-1 took two bytes a character in each copy. The build's own
 * compilation only: the dev server keeps MDX's readable output and its source maps.
 */
export default function recmaCompactOutput(this: Processor) {
  this.compiler = (tree) => generate(tree as Program, { indent: '', lineEnd: '', generator });
}
