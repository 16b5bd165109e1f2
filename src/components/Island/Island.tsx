import { createElement, type ComponentProps } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ISLANDS, type IslandName } from './islands';
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

/** Hydrates every island inside a prerendered element; the returned function unmounts them. */
export function hydrateIslands(container: HTMLElement): () => void {
  const roots: Root[] = [];
  for (const element of container.querySelectorAll<HTMLElement>('[data-island]')) {
    const component = ISLANDS[element.dataset.island as IslandName];
    if (!component) continue;
    const props = JSON.parse(element.dataset.props || '{}') as IslandProps<IslandName>['props'];
    roots.push(hydrateRoot(element, createElement(component, props)));
  }
  return () => {
    // Called while React commits the page that removes them: unmounting another root waits until then.
    setTimeout(() => roots.forEach((root) => root.unmount()));
  };
}
