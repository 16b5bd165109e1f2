import { createElement, type ComponentProps } from 'react';
import { ISLANDS, type IslandName } from './islands';
import { hydratePrerendered, unmountAfterCommit, whenNear, type PrerenderedRoot } from '../../routes/prerendered';
import './Island.css';

interface IslandProps<N extends IslandName> {
  name: N;
  props: ComponentProps<(typeof ISLANDS)[N]>;
}

/**
 * A stateful component inside an article (a copy button, tabs, ...). Rendered with the article, it
 * is part of the page's React tree. On a page's first load the article stays the prerendered HTML
 * (see `PageBody`) and is not hydrated: each island is then hydrated as a root of its own, from the
 * name and props its element carries.
 */
export function Island<N extends IslandName>({ name, props }: IslandProps<N>) {
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      {createElement(ISLANDS[name], props)}
    </div>
  );
}

/** Events that reach an island before it came near the screen: it hydrates at once, and React replays them. */
const EARLY_EVENTS = ['pointerdown', 'focusin', 'click', 'keydown'] as const;

/**
 * Hydrates the islands inside a prerendered element as each comes near the screen, so a long page
 * does not hydrate its ninety copy buttons while it loads. The returned function unmounts them.
 */
export function hydrateIslands(container: HTMLElement): () => void {
  const roots: PrerenderedRoot[] = [];
  const hydrated = new WeakSet<Element>();
  const hydrate = (element: HTMLElement) => {
    if (hydrated.has(element)) return;
    hydrated.add(element);
    const component = ISLANDS[element.dataset.island as IslandName];
    if (!component) return;
    const props = JSON.parse(element.dataset.props || '{}') as IslandProps<IslandName>['props'];
    roots.push(hydratePrerendered(element, createElement(component, props)));
  };
  // An island's element has no box of its own (`display: contents`): what comes near the screen is its parent.
  const islandsOf = new Map<Element, HTMLElement[]>();
  for (const island of container.querySelectorAll<HTMLElement>('[data-island]')) {
    const box = island.parentElement ?? container;
    islandsOf.set(box, [...(islandsOf.get(box) ?? []), island]);
  }
  const stopWatching = whenNear(islandsOf.keys(), '300px 0px', (box) => islandsOf.get(box)?.forEach(hydrate));
  const onEarlyEvent = (event: Event) => {
    const island = (event.target as Element).closest?.<HTMLElement>('[data-island]');
    if (island && container.contains(island)) hydrate(island);
  };
  EARLY_EVENTS.forEach((type) => container.addEventListener(type, onEarlyEvent, true));
  return () => {
    stopWatching();
    EARLY_EVENTS.forEach((type) => container.removeEventListener(type, onEarlyEvent, true));
    unmountAfterCommit(roots);
  };
}
