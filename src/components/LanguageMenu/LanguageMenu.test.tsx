import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LanguageMenu } from './LanguageMenu';
import { languageItems } from './languages';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageMenu />
      <button type="button">outside</button>
    </MemoryRouter>,
  );
}

const button = () => screen.getByRole('button', { name: /Language/ });
const expanded = () => button().getAttribute('aria-expanded');

describe('languageItems', () => {
  it('points each language at the same path and hash on its mirror', () => {
    expect(languageItems('/guides/caching/', '#output')).toEqual([
      { title: 'English', url: 'https://webpack.js.org/guides/caching/#output', lang: 'en' },
      { title: 'Chinese', url: 'https://webpack.docschina.org/guides/caching/#output', lang: 'zh-Hans' },
      { title: 'Korean', url: 'https://webpack.kr/guides/caching/#output', lang: 'ko' },
    ]);
  });
});

describe('LanguageMenu', () => {
  it('is a menu button with menu items that keep the path and hash', () => {
    renderAt('/concepts/modules/#usage');
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(expanded()).toBe('false');
    const items = screen.getAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['English', 'https://webpack.js.org/concepts/modules/#usage'],
      ['Chinese', 'https://webpack.docschina.org/concepts/modules/#usage'],
      ['Korean', 'https://webpack.kr/concepts/modules/#usage'],
    ]);
    expect(screen.getByRole('menu', { hidden: true })).toHaveAttribute('id', button().getAttribute('aria-controls'));
  });

  it('opens on click and hover, not on focus alone', () => {
    renderAt('/');
    fireEvent.focus(button());
    expect(expanded()).toBe('false');

    fireEvent.click(button());
    expect(expanded()).toBe('true');
    expect(screen.getByRole('menu')).toBeVisible();
    fireEvent.keyDown(button(), { key: 'Escape' });
    expect(expanded()).toBe('false');

    fireEvent.mouseEnter(button().parentElement as HTMLElement);
    expect(expanded()).toBe('true');
    fireEvent.mouseLeave(button().parentElement as HTMLElement);
    expect(expanded()).toBe('false');
  });

  it('opens on the arrow keys with focus on the first or the last item', () => {
    renderAt('/');
    button().focus();
    fireEvent.keyDown(button(), { key: 'ArrowDown' });
    expect(expanded()).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(button()).toHaveFocus();
    fireEvent.keyDown(button(), { key: 'ArrowUp' });
    expect(screen.getByRole('menuitem', { name: 'Korean' })).toHaveFocus();
  });

  it('closes when focus moves out of it', () => {
    renderAt('/');
    fireEvent.click(button());
    act(() => {
      screen.getByRole('button', { name: 'outside' }).focus();
    });
    expect(expanded()).toBe('false');
  });

  it('closes on an outside click', () => {
    renderAt('/');
    fireEvent.click(button());
    fireEvent.pointerDown(screen.getByRole('button', { name: 'outside' }));
    expect(expanded()).toBe('false');
  });

  it('moves between items with the arrow keys and closes on Escape, back on the button', () => {
    renderAt('/');
    fireEvent.click(button());
    const [english, chinese, korean] = screen.getAllByRole('menuitem');
    english.focus();
    fireEvent.keyDown(english, { key: 'ArrowDown' });
    expect(chinese).toHaveFocus();
    fireEvent.keyDown(chinese, { key: 'ArrowDown' });
    expect(korean).toHaveFocus();
    fireEvent.keyDown(korean, { key: 'ArrowDown' });
    expect(english).toHaveFocus();
    fireEvent.keyDown(english, { key: 'ArrowUp' });
    expect(korean).toHaveFocus();
    fireEvent.keyDown(korean, { key: 'Home' });
    expect(english).toHaveFocus();
    act(() => {
      fireEvent.keyDown(english, { key: 'Escape' });
    });
    expect(expanded()).toBe('false');
    expect(button()).toHaveFocus();
  });
});
