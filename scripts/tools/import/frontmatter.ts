import { parseDocument, stringify } from 'yaml';
import { FRONTMATTER_KEYS } from '../../pipeline/3-content-index/frontmatter-schema.ts';

/** The frontmatter of an imported page, in our keys, and what could not be carried over. */
export interface ImportedFrontmatter {
  data: Record<string, unknown>;
  /** `key: value` of each source key we have no use for; kept as YAML comments for a human. */
  dropped: string[];
  /** What was carried over under another name, e.g. `sidebar_position → sort`. */
  renamed: string[];
}

/** Keys other sites use whose meaning we have, under our name. */
const RENAMES: Record<string, (value: unknown) => [string, unknown] | undefined> = {
  sidebar_position: (value) => (typeof value === 'number' ? ['sort', value] : undefined),
  custom_edit_url: (value) => (typeof value === 'string' && /^https?:\/\//.test(value) ? ['edit', value] : undefined),
};

function dateOf(value: unknown): string | undefined {
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /^\d{4}-\d{2}-\d{2}/.exec(text)?.[0];
}

/** Maps another site's frontmatter to ours: known keys kept, known equivalents renamed, the rest dropped. */
export function importFrontmatter(yaml: string | undefined): ImportedFrontmatter {
  const result: ImportedFrontmatter = { data: {}, dropped: [], renamed: [] };
  const source = yaml === undefined ? {} : (parseDocument(yaml).toJS() as unknown);
  if (!source || typeof source !== 'object' || Array.isArray(source)) return result;
  for (const [key, value] of Object.entries(source)) {
    const renamed = RENAMES[key]?.(value);
    if (key === 'date' && dateOf(value)) {
      result.data.date = dateOf(value);
    } else if (FRONTMATTER_KEYS.includes(key)) {
      result.data[key] = value;
    } else if (renamed) {
      result.data[renamed[0]] = renamed[1];
      result.renamed.push(`${key} → ${renamed[0]}`);
    } else {
      result.dropped.push(`${key}: ${JSON.stringify(value)}`);
    }
  }
  return result;
}

export const DROPPED_PREFIX = '# imported, not used here: ';

/** The frontmatter block of the new page; dropped keys stay visible as comments. */
export function frontmatterBlock({ data, dropped }: ImportedFrontmatter): string {
  const ordered = Object.fromEntries(
    FRONTMATTER_KEYS.filter((key) => data[key] !== undefined).map((key) => [key, data[key]]),
  );
  const comments = dropped.map((entry) => `${DROPPED_PREFIX}${entry}\n`).join('');
  return `---\n${stringify(ordered, { lineWidth: 0 })}${comments}---\n`;
}
