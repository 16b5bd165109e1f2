import { escapeHtml, highlight, snippet } from '../../src/search/highlight.ts';

describe('highlight and snippet', () => {
  const terms = new Set(['script', 'alert', 'output.filename', 'filename']);

  it('escapes page text and marks only the matches', () => {
    expect(highlight('Run <script>alert(1)</script> & "quotes"', terms).value).toBe(
      'Run &lt;<mark>script</mark>&gt;<mark>alert</mark>(1)&lt;/<mark>script</mark>&gt; &amp; &quot;quotes&quot;',
    );
    expect(escapeHtml(`<img src=x onerror='x'>`)).toBe('&lt;img src=x onerror=&#039;x&#039;&gt;');
  });

  it('marks a whole option path, or just the matching piece of it', () => {
    expect(highlight('see output.filename', terms).value).toBe('see <mark>output.filename</mark>');
    expect(highlight('see output.filenameTemplate', new Set(['filename'])).value).toBe(
      'see output.<mark>filename</mark>Template',
    );
  });

  it('cuts a window of words around the first match with ellipses', () => {
    const text = `${'word '.repeat(30)}the output.filename option ${'more '.repeat(30)}`.trim();
    const result = snippet(text, terms, 10);
    expect(result.value).toMatch(/^… *word .*<mark>output\.filename<\/mark> option more .*…$/);
    expect(result.value.split(' ').length).toBeLessThanOrEqual(11);
    expect(result.matchedWords).toEqual(['output.filename']);
  });
});
