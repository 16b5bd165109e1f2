import { z } from 'zod';

const url = z.string().regex(/^(https?:\/\/|\/)/, 'must be an absolute https:// URL or a site path starting with /');

const relatedLink = z.strictObject({
  title: z.string().min(1),
  url,
});

/** The frontmatter every page may carry: exactly the keys of the content contract. */
export const frontmatterSchema = z.strictObject({
  title: z.string().min(1),
  sort: z.number().optional(),
  description: z.string().min(1).optional(),
  contributors: z.array(z.string().regex(/^[A-Za-z0-9-]+$/, 'must be a GitHub handle')).optional(),
  related: z.array(relatedLink).optional(),
  group: z.string().min(1).optional(),
  source: url.optional(),
  edit: url.optional(),
  repo: url.optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
    .optional(),
});

export type Frontmatter = z.infer<typeof frontmatterSchema>;

export const FRONTMATTER_KEYS = Object.keys(frontmatterSchema.shape);
