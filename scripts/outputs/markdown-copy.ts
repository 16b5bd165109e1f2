/**
 * A page as plain markdown, for readers and tools that want the text (`{route}index.md`): the
 * frontmatter becomes a title and summary, MDX-only syntax is dropped or spelled out.
 */
export function markdownCopy(source: string, title: string, description?: string): string {
  const body = source
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<Badge text="([^"]*)"\s*\/>/g, '`$1`')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const summary = description ? `\n\n> ${description}` : '';
  return `# ${title}${summary}\n\n${body}\n`;
}
