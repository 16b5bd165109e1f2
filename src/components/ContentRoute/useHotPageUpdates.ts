import { useEffect } from 'react';
import { replacePageModule, type MdxModule } from '../../content/page-store';

interface HotUpdate {
  url: string;
  module: MdxModule;
}

/**
 * Development only: a saved page file replaces the loaded module (see `mdx-hot-loader.ts`), and the
 * store re-renders the routes that show it.
 */
export function useHotPageUpdates(): void {
  useEffect(() => {
    if (!import.meta.webpackHot) return undefined;
    const listener = (event: Event) => {
      const { url, module } = (event as CustomEvent<HotUpdate>).detail;
      void replacePageModule(url, module);
    };
    window.addEventListener('mdx-hot-update', listener);
    return () => window.removeEventListener('mdx-hot-update', listener);
  }, []);
}
