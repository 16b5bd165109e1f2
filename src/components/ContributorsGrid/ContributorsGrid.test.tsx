import { act, render, screen } from '@testing-library/react';
import { ContributorsGrid } from './ContributorsGrid';
import { initialsOf } from './initials';

describe('ContributorsGrid', () => {
  it('heads the grid with the count of its contributors and shows initials until seen', () => {
    render(<ContributorsGrid contributors={['ada-lovelace', 'grace']} />);
    expect(screen.getByRole('heading', { name: '2 Contributors' })).toBeInTheDocument();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.getByText('AL')).toBeInTheDocument();
  });

  it('fetches the avatars at twice their size once the grid is seen', () => {
    let seen: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    globalThis.IntersectionObserver = class {
      constructor(callback: typeof seen) {
        seen = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const { container } = render(<ContributorsGrid contributors={['ada-lovelace', 'grace']} />);
      expect(container.querySelectorAll('img')).toHaveLength(0);
      act(() => seen([{ isIntersecting: true }]));
      const sources = [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
      expect(sources).toEqual(['https://github.com/ada-lovelace.png?size=90', 'https://github.com/grace.png?size=90']);
    } finally {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('renders nothing when nobody is left to show', () => {
    const { container } = render(<ContributorsGrid contributors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('makes initials from a handle', () => {
    expect(initialsOf('sokra')).toBe('SO');
    expect(initialsOf('ada_lovelace')).toBe('AL');
  });
});
