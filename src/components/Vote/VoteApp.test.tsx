import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { VOTE_TOPICS } from '../../shared/data/vote-topics';
import VoteApp from './VoteApp';
import { Vote } from './Vote';
import { VOTES_STORAGE_KEY } from './votes';

const topics = VOTE_TOPICS.slice(0, 2);

function renderApp() {
  return render(
    <MemoryRouter>
      <VoteApp topics={topics} storage={window.localStorage} budget={3} />
    </MemoryRouter>,
  );
}

describe('VoteApp', () => {
  beforeEach(() => window.localStorage.clear());

  it('has about ten real topics, each pointing at a page', () => {
    expect(VOTE_TOPICS.length).toBeGreaterThanOrEqual(10);
    for (const topic of VOTE_TOPICS) expect(topic.url).toMatch(/^\/[a-z0-9/-]+\/$/);
    expect(new Set(VOTE_TOPICS.map((topic) => topic.id)).size).toBe(VOTE_TOPICS.length);
  });

  it('spends the budget up and down, disables what cannot be spent, and keeps votes in localStorage', () => {
    const { unmount } = renderApp();
    const up = screen.getByRole('button', { name: `Vote up: ${topics[0].title}` });
    const down = screen.getByRole('button', { name: `Vote down: ${topics[1].title}` });
    expect(screen.getByText(/of 3 votes left/)).toHaveTextContent('3 of 3 votes left');
    fireEvent.click(up);
    fireEvent.click(up);
    fireEvent.click(down);
    expect(screen.getByText(/of 3 votes left/)).toHaveTextContent('0 of 3 votes left');
    expect(up).toBeDisabled();
    expect(screen.getByRole('button', { name: `Vote down: ${topics[0].title}` })).toBeEnabled();
    expect(JSON.parse(window.localStorage.getItem(VOTES_STORAGE_KEY) ?? '{}')).toEqual({
      [topics[0].id]: 2,
      [topics[1].id]: -1,
    });
    unmount();
    renderApp();
    expect(screen.getByText(/of 3 votes left/)).toHaveTextContent('0 of 3 votes left');
    fireEvent.click(screen.getByRole('button', { name: 'Take back all my votes' }));
    expect(screen.getByText(/of 3 votes left/)).toHaveTextContent('3 of 3 votes left');
    expect(window.localStorage.getItem(VOTES_STORAGE_KEY)).toBeNull();
  });

  it('says plainly that votes stay in this browser, then loads the voting app', async () => {
    await act(async () => {
      render(
        <MemoryRouter>
          <Vote />
        </MemoryRouter>,
      );
    });
    expect(screen.getByText('Your votes are stored in this browser only.')).toBeInTheDocument();
    await act(async () => {
      await import('./VoteApp');
    });
    expect(await screen.findByText(/votes left/)).toBeInTheDocument();
  });
});
