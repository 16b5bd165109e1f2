/**
 * Code examples must only turn on experiments that the installed webpack still has.
 *
 * webpack removes experiments once a feature is stable (`experiments.outputModule` is gone: `output.module`
 * works on its own), and the schema's `experiments` object accepts unknown keys without an error, so a stale
 * example keeps "working" while doing nothing. This test reads every `js`/`ts` block in content/, finds the
 * object literals written as `experiments: { ... }` and checks each key against the `Experiments` definition
 * of node_modules/webpack/schemas/WebpackOptions.json.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const contentDir = path.join(root, 'content');

function pages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** `js`/`ts` fenced blocks with the line their code starts on. */
export function scriptBlocks(markdown: string): { line: number; code: string }[] {
  const blocks: { line: number; code: string }[] = [];
  const fence = /^(`{3,})(js|jsx|ts|tsx|javascript|typescript|mjs|cjs)\b[^\n]*\n([\s\S]*?)^\1\s*$/gm;
  for (const match of markdown.matchAll(fence)) {
    blocks.push({ line: markdown.slice(0, match.index).split('\n').length + 1, code: match[3] });
  }
  return blocks;
}

/**
 * Keys written directly inside each `experiments: { ... }` literal (nested objects are skipped), with the
 * line inside the code where the key is.
 */
export function experimentKeys(code: string): { key: string; line: number }[] {
  const keys: { key: string; line: number }[] = [];
  for (const start of code.matchAll(/\bexperiments\s*:\s*\{/g)) {
    let depth = 0;
    let expectKey = false;
    for (let i = start.index + start[0].length - 1; i < code.length; i++) {
      const char = code[i];
      if (char === "'" || char === '"' || char === '`') {
        // a quoted key directly inside the literal
        const end = code.indexOf(char, i + 1);
        if (end === -1) break;
        if (depth === 1 && expectKey && /^\s*:/.test(code.slice(end + 1))) {
          keys.push({ key: code.slice(i + 1, end), line: code.slice(0, i).split('\n').length });
        }
        expectKey = false;
        i = end;
        continue;
      }
      if (char === '/' && code[i + 1] === '/') {
        i = code.indexOf('\n', i) === -1 ? code.length : code.indexOf('\n', i) - 1;
        continue;
      }
      if (char === '{' || char === '[' || char === '(') {
        depth++;
        expectKey = depth === 1;
        continue;
      }
      if (char === '}' || char === ']' || char === ')') {
        depth--;
        if (depth === 0) break;
        continue;
      }
      if (depth === 1 && char === ',') {
        expectKey = true;
        continue;
      }
      if (depth === 1 && expectKey && /[A-Za-z_$]/.test(char)) {
        const identifier = /^[A-Za-z_$][\w$]*/.exec(code.slice(i))![0];
        const rest = code.slice(i + identifier.length);
        // `key: value` or shorthand `key,` / `key }`
        if (/^\s*[:,}]/.test(rest)) {
          keys.push({ key: identifier, line: code.slice(0, i).split('\n').length });
        }
        expectKey = false;
        i += identifier.length - 1;
      }
    }
  }
  return keys;
}

describe('experimentKeys', () => {
  it('reads the keys of the experiments literal, not of nested objects', () => {
    const code = [
      'module.exports = {',
      '  experiments: {',
      '    css: true,',
      "    buildHttp: { allowedUris: ['https://cdn.example.com/'] },",
      "    'outputModule': true, // gone",
      '  },',
      '  output: { module: true },',
      '};',
    ].join('\n');
    expect(experimentKeys(code)).toEqual([
      { key: 'css', line: 3 },
      { key: 'buildHttp', line: 4 },
      { key: 'outputModule', line: 5 },
    ]);
  });
});

describe('experiments used in code examples exist in webpack', () => {
  const schema = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/webpack/schemas/WebpackOptions.json'), 'utf8'));
  const known = new Set(Object.keys(schema.definitions.Experiments.properties));

  it('reads the experiments from the schema', () => {
    expect(known.has('css')).toBe(true);
  });

  it.each(pages(contentDir).map((file) => path.relative(root, file)))('%s', (file) => {
    const markdown = fs.readFileSync(path.join(root, file), 'utf8');
    const unknown = scriptBlocks(markdown).flatMap((block) =>
      experimentKeys(block.code)
        .filter(({ key }) => !known.has(key))
        .map(({ key, line }) => `${file}:${block.line + line - 1}: experiments.${key} does not exist in the installed webpack`),
    );
    expect(unknown).toEqual([]);
  });
});
