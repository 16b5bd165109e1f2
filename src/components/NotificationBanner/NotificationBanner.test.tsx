import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotificationBanner } from './NotificationBanner';
import * as head from '../../../scripts/ssg/html-document';
import { NOTIFICATION_HIDDEN_CLASS, NOTIFICATION_KEY, NOTIFICATION_VERSION, isDismissed } from './notification';

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
  it('uses the version marker 3', () => {
    expect(NOTIFICATION_VERSION).toBe('3');
  });

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

  it('agrees with the head script that hides a dismissed banner before the first paint', () => {
    expect([head.NOTIFICATION_KEY, head.NOTIFICATION_VERSION]).toEqual([NOTIFICATION_KEY, NOTIFICATION_VERSION]);
    expect(head.HEAD_SCRIPT).toContain(`classList.add('${NOTIFICATION_HIDDEN_CLASS}')`);
    localStorage.setItem(NOTIFICATION_KEY, '2');
    new Function(head.HEAD_SCRIPT)();
    expect(root).not.toHaveClass(NOTIFICATION_HIDDEN_CLASS);
    localStorage.setItem(NOTIFICATION_KEY, '3');
    new Function(head.HEAD_SCRIPT)();
    expect(root).toHaveClass(NOTIFICATION_HIDDEN_CLASS);
  });
});
