export interface DocumentParts {
  /** Tags the page rendered for its head (title, description, canonical, ...). */
  head: string;
  /** The prerendered app markup. */
  body: string;
  scripts: string[];
  styles: string[];
}

/**
 * Applies the stored theme before the first paint, so a dark page never flashes light. Kept tiny and
 * inline: it must run before any stylesheet applies.
 */
const THEME_SCRIPT =
  "<script>try{if(localStorage.getItem('theme')==='dark'){var d=document.documentElement;d.classList.add('dark');d.dataset.theme='dark'}}catch(e){}</script>";

/** The HTML document every page is written into. */
export function htmlDocument({ head, body, scripts, styles }: DocumentParts): string {
  const styleTags = styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const scriptTags = scripts.map((src) => `<script defer src="${src}"></script>`).join('');
  return (
    '<!doctype html><html lang="en" data-theme="light"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    THEME_SCRIPT +
    head +
    styleTags +
    scriptTags +
    `</head><body><div id="root">${body}</div></body></html>`
  );
}
