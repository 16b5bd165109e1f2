/** Modules written by `scripts/pipeline/3-content-index/generate.ts` into `.generated/` before each build. */
declare module '@generated/sections' {
  import type { SectionLink } from '../src/shared/content/types';
  import type { SectionModule } from '../src/content/page-store';

  export const sectionLinks: SectionLink[];
  export const sectionNames: string[];
  export const loadSection: Record<string, () => Promise<SectionModule>>;
}

declare module '@generated/pages' {
  import type { PageLink } from '../src/shared/content/types';

  /** Every page's route and title, for the not-found page (its own chunk, loaded there only). */
  export const pages: PageLink[];
}

declare module '*.mdx' {
  import type { ComponentType } from 'react';
  const Content: ComponentType<{ components?: Record<string, unknown> }>;
  export default Content;
}

declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
