import { render, screen } from '@testing-library/react';
import { Search, shortcutOf } from './Search';
import { hostedSearchConfig, hostedSearchFromEnv } from '../../shared/search/hosted';
import { searchSourceOf } from './SearchModal';

const key = (init: Partial<KeyboardEvent> & { key: string }) => ({
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target: document.body,
  ...init,
});

describe('Search', () => {
  it('renders a labelled, keyboard-reachable button before any search code loads', () => {
    render(<Search />);
    const button = screen.getByRole('button', { name: 'Search webpack documentation' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
    expect(button).toHaveTextContent('Search');
    expect(document.querySelector('.DocSearch-Modal')).toBeNull();
  });

  it('knows its shortcuts: Ctrl+K and Cmd+K toggle, / opens unless typing, Escape closes', () => {
    expect(shortcutOf(key({ key: 'k', ctrlKey: true }))).toBe('toggle');
    expect(shortcutOf(key({ key: 'K', metaKey: true }))).toBe('toggle');
    expect(shortcutOf(key({ key: 'k', ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(shortcutOf(key({ key: '/' }))).toBe('open');
    const input = document.createElement('input');
    expect(shortcutOf(key({ key: '/', target: input }))).toBeNull();
    expect(shortcutOf(key({ key: 'Escape' }))).toBe('close');
    expect(shortcutOf(key({ key: 'k' }))).toBeNull();
  });

  it('uses a hosted index only when the build defines all three settings', () => {
    expect(hostedSearchFromEnv({})).toBeNull();
    expect(hostedSearchFromEnv({ DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: 'key' })).toBeNull();
    expect(
      hostedSearchFromEnv({ DOCSEARCH_APP_ID: ' APP ', DOCSEARCH_API_KEY: 'key', DOCSEARCH_INDEX_NAME: 'webpack' }),
    ).toEqual({ appId: 'APP', apiKey: 'key', indexName: 'webpack' });
  });

  it('points the modal at the hosted index through `indices` (`indexName` is deprecated in DocSearch 4.6), else at the embedded one', () => {
    expect(searchSourceOf({ appId: 'APP', apiKey: 'key', indexName: 'webpack' })).toEqual({
      appId: 'APP',
      apiKey: 'key',
      indices: ['webpack'],
    });
    expect(searchSourceOf(null)).toEqual({
      appId: 'local',
      apiKey: 'local',
      indices: ['local'],
      transformSearchClient: expect.any(Function),
    });
  });

  it('reads the hosted index the bundle was built with, else the embedded one', () => {
    const scope = globalThis as { __DOCSEARCH_CONFIG__?: unknown };
    expect(hostedSearchConfig()).toBeNull();
    try {
      scope.__DOCSEARCH_CONFIG__ = { appId: 'APP', apiKey: 'key', indexName: 'webpack' };
      expect(hostedSearchConfig()).toEqual({ appId: 'APP', apiKey: 'key', indexName: 'webpack' });
      scope.__DOCSEARCH_CONFIG__ = null;
      expect(hostedSearchConfig()).toBeNull();
    } finally {
      delete scope.__DOCSEARCH_CONFIG__;
    }
  });
});
