import { useEffect, useReducer, type ComponentType } from 'react';

/**
 * The home page's code (hero, animations, sponsors) is its own chunk, so content pages never load
 * it. Like a page's content chunk, it is loaded before the first render of `/` (SSG and hydration).
 * The chunk name is `HOME_CHUNK` in site.ts.
 */
let Home: ComponentType | undefined;

export async function preloadHome(): Promise<void> {
  const module = await import(/* webpackChunkName: "route-home" */ '../Home/Home');
  Home = module.Home;
}

export function HomeRoute() {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!Home) void preloadHome().then(loaded);
  }, []);
  // Reserve the hero's height while a client-side navigation loads the chunk.
  return Home ? <Home /> : <div className="home-placeholder" style={{ minHeight: '100vh' }} />;
}
