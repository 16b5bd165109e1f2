import type { Compiler } from 'webpack';
import {
  DEFAULT_DESCRIPTION,
  ICON_SIZES,
  SITE_NAME,
  THEME_COLOR,
  WEB_MANIFEST_PATH,
  iconPath,
} from '../../../src/shared/site.ts';
import { HOME_ROUTE } from '../../../src/shared/content/routes.ts';

/** The maskable icon (`scripts/tools/make-maskable-icon.ts`): the logo inside the launcher's safe zone. */
const MASKABLE_ICON = { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' };

/** The web app manifest, from the site's own constants: name, description, colours and icons. */
export function webManifest(): Record<string, unknown> {
  return {
    id: HOME_ROUTE,
    name: `${SITE_NAME} documentation`,
    short_name: SITE_NAME,
    description: DEFAULT_DESCRIPTION,
    lang: 'en',
    start_url: HOME_ROUTE,
    scope: HOME_ROUTE,
    display: 'standalone',
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons: [
      ...ICON_SIZES.map((size) => ({
        src: iconPath(size),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
      MASKABLE_ICON,
    ],
  };
}

/** Emits the manifest with the client bundle and the dev server, before the precache list is made. */
export class WebManifestPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(WebManifestPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: WebManifestPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          compilation.emitAsset(
            WEB_MANIFEST_PATH.slice(1),
            new sources.RawSource(JSON.stringify(webManifest(), null, 2)),
          ),
      );
    });
  }
}
