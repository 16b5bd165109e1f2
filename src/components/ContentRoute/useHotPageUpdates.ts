import { useEffect } from 'react';
import { replacePageModule, type MdxModule } from '../../content/page-store';

interface HotUpdate {
  url: string;
  module: MdxModule;
}

/** Development only: re-renders the open page when its file is saved (see `mdx-hot-loader.ts`). */
export function useHotPageUpdates(onUpdate: () => void): void {
  useEffect(() => {
    if (!import.meta.webpackHot) return undefined;
    const listener = (event: Event) => {
      const { url, module } = (event as CustomEvent<HotUpdate>).detail;
      replacePageModule(url, module);
      onUpdate();
    };
    window.addEventListener('mdx-hot-update', listener);
    return () => window.removeEventListener('mdx-hot-update', listener);
  }, [onUpdate]);
}
