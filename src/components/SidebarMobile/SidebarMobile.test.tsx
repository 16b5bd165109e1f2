import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HORIZONTAL_RATIO, MAX_OPEN_DRAG_PX, SWIPE_THRESHOLD_PX, isHorizontal, openDrag, swipeResult } from './swipe';
import { mockSections } from '../../../test/support/mock-sections';

mockSections([
  { section: 'blog', title: 'Blog', url: '/blog/' },
  { section: 'concepts', title: 'Concepts', url: '/concepts/' },
]);

const { SidebarMobile } = await import('./SidebarMobile');
const { DESKTOP_NAV_MEDIA, SIDEBAR_TOGGLE_ID } = await import('../Header/Header');

/** Makes `matchMedia` answer as a window of the given kind would (jsdom has none). */
function setWindow(kind: 'phone' | 'desktop') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: kind === 'desktop' && query === DESKTOP_NAV_MEDIA, media: query }),
  });
}

describe('swipe rules', () => {
  it('uses the spec constants', () => {
    expect([SWIPE_THRESHOLD_PX, MAX_OPEN_DRAG_PX, HORIZONTAL_RATIO]).toEqual([20, 295, 0.8]);
  });

  it('opens on a horizontal swipe right of more than 20 px and closes on one to the left', () => {
    const start = { x: 10, y: 100 };
    expect(swipeResult(start, { x: 31, y: 110 }, false)).toBe('open');
    expect(swipeResult(start, { x: 30, y: 100 }, false)).toBeUndefined();
    expect(swipeResult({ x: 200, y: 100 }, { x: 150, y: 90 }, true)).toBe('close');
    expect(swipeResult({ x: 200, y: 100 }, { x: 150, y: 90 }, false)).toBeUndefined();
  });

  it('ignores gestures that are not horizontal enough', () => {
    expect(isHorizontal({ x: 0, y: 0 }, { x: 100, y: 79 })).toBe(true);
    expect(isHorizontal({ x: 0, y: 0 }, { x: 100, y: 80 })).toBe(false);
    expect(swipeResult({ x: 0, y: 0 }, { x: 50, y: 60 }, false)).toBeUndefined();
  });

  it('drags the panel at most 295 px', () => {
    expect(openDrag({ x: 0, y: 0 }, { x: 120, y: 0 })).toBe(120);
    expect(openDrag({ x: 0, y: 0 }, { x: 400, y: 0 })).toBe(295);
    expect(openDrag({ x: 50, y: 0 }, { x: 10, y: 0 })).toBe(0);
  });
});

function Harness({
  open,
  onOpen = () => undefined,
  onClose = () => undefined,
}: {
  open: boolean;
  onOpen?: () => void;
  onClose?: () => void;
}) {
  return (
    <MemoryRouter initialEntries={['/concepts/']}>
      <SidebarMobile open={open} onOpen={onOpen} onClose={onClose} currentUrl="/concepts/" />
    </MemoryRouter>
  );
}

const touch = (type: string, x: number, y: number) => {
  const event = new Event(type, { bubbles: true }) as Event & { touches: { clientX: number; clientY: number }[] };
  Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : [{ clientX: x, clientY: y }] });
  act(() => {
    document.body.dispatchEvent(event);
  });
};

describe('SidebarMobile', () => {
  it('renders nothing on the server', async () => {
    const { renderToString } = (await import('react-dom/server.node')) as typeof import('react-dom/server');
    expect(renderToString(<Harness open={false} />)).toBe('');
  });

  it('lists the sections and links, and is inert while closed', async () => {
    render(<Harness open={false} />);
    const dialog = await screen.findByRole('dialog', { name: 'Site navigation' });
    expect(dialog).toHaveAttribute('inert');
    const sections = Array.from(dialog.querySelectorAll('.sidebar-mobile__sections a')).map((link) => link.textContent);
    // Documentation sections (not blog, which has its own link), then Contribute, Vote and Blog.
    expect(sections).toEqual(['Concepts', 'Contribute', 'Vote', 'Blog']);
    const languages = Array.from(dialog.querySelectorAll('.sidebar-mobile__languages a')).map((link) =>
      link.getAttribute('href'),
    );
    expect(languages).toEqual([
      'https://webpack.js.org/concepts/',
      'https://webpack.docschina.org/concepts/',
      'https://webpack.kr/concepts/',
    ]);
  });

  it('moves focus in when opened and closes on Escape and on an outside tap', async () => {
    const onClose = jest.fn();
    const { rerender } = render(<Harness open={false} onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Site navigation' });
    rerender(<Harness open onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Site navigation' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(document.querySelector('.sidebar-mobile__backdrop') as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('opens on a swipe right and closes on a swipe left', async () => {
    const onOpen = jest.fn();
    const onClose = jest.fn();
    const { rerender } = render(<Harness open={false} onOpen={onOpen} onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Site navigation' });
    touch('touchstart', 5, 300);
    touch('touchmove', 60, 305);
    touch('touchend', 60, 305);
    expect(onOpen).toHaveBeenCalledTimes(1);
    rerender(<Harness open onOpen={onOpen} onClose={onClose} />);
    touch('touchstart', 250, 300);
    touch('touchmove', 200, 300);
    touch('touchend', 200, 300);
    expect(onClose).toHaveBeenCalledTimes(1);
    // Vertical scrolling does nothing.
    touch('touchstart', 100, 100);
    touch('touchmove', 130, 300);
    touch('touchend', 130, 300);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores swipes where the header hides its toggle (desktop widths)', async () => {
    const onOpen = jest.fn();
    render(<Harness open={false} onOpen={onOpen} />);
    await screen.findByRole('dialog', { name: 'Site navigation' });
    setWindow('desktop');
    touch('touchstart', 5, 300);
    touch('touchmove', 200, 305);
    touch('touchend', 200, 305);
    expect(onOpen).not.toHaveBeenCalled();
    setWindow('phone');
    touch('touchstart', 5, 300);
    touch('touchmove', 200, 305);
    touch('touchend', 200, 305);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('opens below the header and closes once the window is wide enough to hide the toggle', async () => {
    setWindow('phone');
    const header = document.createElement('header');
    header.innerHTML = `<button id="${SIDEBAR_TOGGLE_ID}"></button>`;
    header.getBoundingClientRect = () => ({ bottom: 120 }) as DOMRect;
    document.body.append(header);
    const onClose = jest.fn();
    const { rerender } = render(<Harness open={false} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Site navigation' });
    rerender(<Harness open onClose={onClose} />);
    expect(dialog.style.top).toBe('120px');
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(onClose).not.toHaveBeenCalled();
    setWindow('desktop');
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    header.remove();
    setWindow('phone');
  });
});
