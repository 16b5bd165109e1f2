import { act, render, screen } from '@testing-library/react';
import { LONG_PAGE_ANCHORS } from '../../shared/content/navigation';
import { activeHeading, TableOfContents } from './TableOfContents';

/** A heading whose top is `top` px from the top of the viewport. */
function heading(id: string, top: number): HTMLElement {
  const element = document.createElement('h2');
  element.id = id;
  element.getBoundingClientRect = () => ({ top }) as DOMRect;
  return element;
}

describe('activeHeading', () => {
  const headings = [heading('a', -900), heading('b', 100), heading('c', 600), heading('d', 750)];

  it('is the last heading above the top fifth of the window', () => {
    expect(activeHeading(headings, { innerHeight: 1000, scrollY: 400, scrollHeight: 5000 })?.id).toBe('b');
  });

  it('is the first heading before any has reached the top fifth', () => {
    const below = [heading('a', 500), heading('b', 900)];
    expect(activeHeading(below, { innerHeight: 1000, scrollY: 0, scrollHeight: 5000 })?.id).toBe('a');
  });

  it('is the last heading once the page is scrolled to its end, however short the last sections', () => {
    expect(activeHeading(headings, { innerHeight: 1000, scrollY: 4000, scrollHeight: 5000 })?.id).toBe('d');
  });
});

describe('TableOfContents', () => {
  it('highlights the last anchor when the reader scrolls to the bottom', async () => {
    document.body.innerHTML = '';
    const anchors = ['one', 'two', 'three'].map((id) => ({ id, title: id, level: 2 as const }));
    for (const [index, { id }] of anchors.entries()) document.body.append(heading(id, 1000 + index * 100));
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
    render(<TableOfContents anchors={anchors} />, {
      container: document.body.appendChild(document.createElement('div')),
    });
    expect(screen.getByRole('link', { name: 'one' })).toHaveAttribute('aria-current', 'location');
    await act(async () => {
      window.scrollY = 3000 - window.innerHeight;
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(screen.getByRole('link', { name: 'three' })).toHaveAttribute('aria-current', 'location');
  });
});

describe('TableOfContents on a long page', () => {
  it('lists the sections, and the entries of the section being read only', () => {
    document.body.innerHTML = '';
    window.scrollY = 0;
    const anchors = Array.from({ length: LONG_PAGE_ANCHORS + 2 }, (_, index) => ({
      id: `a${index}`,
      title: `a${index}`,
      level: (index % 2 === 0 ? 2 : 3) as 2 | 3,
    }));
    // The reader is in the second section: its heading is the last above the top fifth.
    for (const [index, { id }] of anchors.entries()) document.body.append(heading(id, index <= 2 ? -100 : 500 + index));
    render(<TableOfContents anchors={anchors} />, {
      container: document.body.appendChild(document.createElement('div')),
    });
    const listed = screen.getAllByRole('link').map((link) => link.textContent);
    expect(listed.filter((title) => Number(title!.slice(1)) % 2 === 1)).toEqual(['a3']);
    expect(listed).toHaveLength((LONG_PAGE_ANCHORS + 2) / 2 + 1);
    expect(screen.getByRole('link', { name: 'a2' })).toHaveAttribute('aria-current', 'location');
  });
});
