import { rewriteAsides } from '../../scripts/tools/import/asides.ts';
import { htmlToJsx } from '../../scripts/tools/import/html-to-jsx.ts';
import { kebabCase, targetPath } from '../../scripts/tools/import/plan.ts';
import { frontmatterBlock, importFrontmatter } from '../../scripts/tools/import/frontmatter.ts';
import { noRewrites, rewriteBody } from '../../scripts/tools/import/rewrite-body.ts';

const asides = (text: string) => rewriteAsides(text, { admonitions: 0, notes: 0 });
const jsx = (html: string) => htmlToJsx(html, { comments: 0, tags: 0 });

describe('asides', () => {
  it('maps every admonition kind to a GitHub alert', () => {
    const kinds = ['note', 'info', 'tip', 'important', 'warning', 'caution', 'danger'];
    expect(kinds.map((kind) => asides(`:::${kind}\nText.\n:::`).split('\n')[0])).toEqual([
      '> [!NOTE]',
      '> [!NOTE]',
      '> [!TIP]',
      '> [!IMPORTANT]',
      '> [!WARNING]',
      '> [!CAUTION]',
      '> [!CAUTION]',
    ]);
  });

  it('keeps code inside an admonition and leaves admonition-like lines inside code alone', () => {
    expect(asides(':::tip\n```bash\n:::\nnpm ci\n```\n:::')).toBe('> [!TIP]\n> ```bash\n> :::\n> npm ci\n> ```');
    expect(asides('```md\n:::tip\nx\n:::\n```')).toBe('```md\n:::tip\nx\n:::\n```');
  });

  it('keeps an unknown or unclosed admonition as written, for a human', () => {
    expect(asides(':::details Summary\nx\n:::')).toBe(':::details Summary\nx\n:::');
    expect(asides(':::tip\nnever closed')).toBe(':::tip\nnever closed');
  });

  it('rewrites GitHub’s bold notes, with the text on the same line or the next', () => {
    expect(asides('> **Note**\n> Text.')).toBe('> [!NOTE]\n> Text.');
    expect(asides('> **Warning:** Careful.')).toBe('> [!WARNING]\n> Careful.');
    expect(asides('> :warning: **Important**\n> Read this.')).toBe('> [!IMPORTANT]\n> Read this.');
    expect(asides('> **Bold** start of a quote.')).toBe('> **Bold** start of a quote.');
    expect(asides('> Quote.\n> **Note** inside it.')).toBe('> Quote.\n> **Note** inside it.');
  });
});

describe('HTML to JSX', () => {
  it('closes void elements and renames HTML attributes', () => {
    expect(jsx('<br>')).toBe('<br />');
    expect(jsx('<img src="a.png" alt="A">')).toBe('<img src="a.png" alt="A" />');
    expect(jsx('<label for="x" class="y" tabindex=0>')).toBe('<label htmlFor="x" className="y" tabIndex="0">');
    expect(jsx('</label>')).toBe('</label>');
    expect(jsx('<Image class="x">')).toBe('<Image class="x">');
    expect(jsx('<div style={{ color: "red" }}>')).toBe('<div style={{ color: "red" }}>');
  });

  it('turns style strings into objects and keeps quotes JSX can read', () => {
    expect(jsx('<p style="text-align: center; margin-top: 0">')).toBe(
      '<p style={{ textAlign: "center", marginTop: "0" }}>',
    );
    expect(jsx(`<abbr title='say "hi"'>`)).toBe(`<abbr title='say "hi"'>`);
  });

  it('turns comments into MDX comments', () => {
    expect(jsx('<!-- a --> and <!-- b */ c -->')).toBe('{/* a */} and {/* b * / c */}');
  });
});

describe('file names', () => {
  it('makes names lowercase kebab-case and READMEs folder indexes', () => {
    expect(kebabCase('Getting_Started')).toBe('getting-started');
    expect(kebabCase('APIReference')).toBe('api-reference');
    expect(targetPath('Guides/README.md', 'x')).toBe('x/guides/index.mdx');
    expect(targetPath('_shared.md', 'x')).toBe('x/_shared.mdx');
    expect(targetPath('img/Big Logo.png', 'x', true)).toBe('x/img/Big Logo.png');
  });
});

describe('frontmatter', () => {
  it('keeps our keys, renames known equivalents, comments out the rest', () => {
    const imported = importFrontmatter(
      'title: A\nsidebar_position: 3\ndate: 2021-02-03T10:00:00Z\ncustom_edit_url: https://example.com/edit\nslug: /a',
    );
    expect(imported.data).toEqual({ title: 'A', sort: 3, date: '2021-02-03', edit: 'https://example.com/edit' });
    expect(frontmatterBlock(imported)).toBe(
      '---\ntitle: A\nsort: 3\nedit: https://example.com/edit\ndate: 2021-02-03\n# imported, not used here: slug: "/a"\n---\n',
    );
  });
});

describe('page bodies', () => {
  const body = (text: string, mdx = false) => rewriteBody(text, { mdx, link: () => undefined }, noRewrites());

  it('escapes prose braces of Markdown sources only, never code', () => {
    expect(body('Type {String} and `{a}`\n\n```js\nconst a = {};\n```\n').text).toBe(
      'Type \\{String\\} and `{a}`\n\n```js\nconst a = {};\n```\n',
    );
    expect(body('Hello {props.name}', true).text).toBe('Hello {props.name}');
  });

  it('fences indented code and drops {#id} from headings', () => {
    expect(body('Text:\n\n    npm ci\n').text).toBe('Text:\n\n```\nnpm ci\n```\n');
    expect(body('## Set up {#setup}\n').text).toBe('## Set up\n');
  });
});
