import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotificationBanner } from './NotificationBanner';
import { HEAD_SCRIPT } from '../../../scripts/pipeline/6-prerender/html-document';
import { NOTIFICATION_HIDDEN_CLASS, NOTIFICATION_KEY } from '../../shared/first-paint';
import { isDismissed } from './notification';

// The node build of the server renderer: the browser one (picked under jsdom) needs MessageChannel.
const { renderToString } = (await import('react-dom/server.node')) as typeof import('react-dom/server');

const root = document.documentElement;
const banner = () => (
  <MemoryRouter>
    <NotificationBanner />
  </MemoryRouter>
);

beforeEach(() => {
  localStorage.clear();
  root.className = '';
});

describe('NotificationBanner', () => {
  it('shows an announcement that can be dismissed, and remembers it', () => {
    render(banner());
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('complementary', { name: 'Announcement' })).toBeNull();
    expect(localStorage.getItem(NOTIFICATION_KEY)).toBe('3');
    expect(root).toHaveClass(NOTIFICATION_HIDDEN_CLASS);
    expect(isDismissed()).toBe(true);
  });

  it('renders the same markup whether dismissed or not (CSS hides it)', () => {
    const before = renderToString(banner());
    localStorage.setItem(NOTIFICATION_KEY, '3');
    expect(renderToString(banner())).toBe(before);
  });

  it('is hidden before the first paint of every later page once dismissed', () => {
    render(banner());
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    root.className = '';
    new Function(HEAD_SCRIPT)();
    expect(root).toHaveClass(NOTIFICATION_HIDDEN_CLASS);
  });

  it('shows again to a reader who dismissed an earlier announcement', () => {
    localStorage.setItem(NOTIFICATION_KEY, '2');
    new Function(HEAD_SCRIPT)();
    expect(root).not.toHaveClass(NOTIFICATION_HIDDEN_CLASS);
    expect(isDismissed()).toBe(false);
    render(banner());
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toBeVisible();
  });
});
