/**
 * The text a reader wants on the clipboard. For a `diff` block that is the code after the change:
 * removed lines go, and the `+`/`-` markers of the others are dropped.
 */
export function copyText(code: string, language: string | undefined): string {
  if (language !== 'diff') return code;
  return code
    .split('\n')
    .filter((line) => !line.startsWith('-'))
    .map((line) => (line.startsWith('+') || line.startsWith(' ') ? line.slice(1) : line))
    .join('\n');
}
