import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeToggle } from './ThemeToggle';
import { HEAD_SCRIPT } from '../../../scripts/pipeline/6-prerender/html-document';
import { THEME_KEY } from '../../shared/first-paint';

// The node build of the server renderer: the browser one (picked under jsdom) needs MessageChannel.
const { renderToString } = (await import('react-dom/server.node')) as typeof import('react-dom/server');

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.className = '';
  root.dataset.theme = 'light';
});

describe('ThemeToggle', () => {
  it('defaults to light', () => {
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false');
    expect(root).not.toHaveClass('dark');
  });

  it('toggles data-theme, the dark class and the stored value', () => {
    render(<ThemeToggle />);
    const button = screen.getByRole('button', { name: 'Dark theme' });
    fireEvent.click(button);
    expect(root).toHaveClass('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    expect(root).not.toHaveClass('dark');
    expect(root.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
  });

  it('renders the same markup whatever is stored, and reads the stored theme after mount', () => {
    const before = renderToString(<ThemeToggle />);
    localStorage.setItem(THEME_KEY, 'dark');
    expect(renderToString(<ThemeToggle />)).toBe(before);
    root.classList.add('dark');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('agrees with the head script that applies the stored theme before the first paint', () => {
    localStorage.setItem(THEME_KEY, 'dark');
    new Function(HEAD_SCRIPT)();
    expect(root).toHaveClass('dark');
    expect(root.dataset.theme).toBe('dark');
    render(<ThemeToggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Dark theme' }));
    root.className = '';
    new Function(HEAD_SCRIPT)();
    expect(root).not.toHaveClass('dark');
  });
});
