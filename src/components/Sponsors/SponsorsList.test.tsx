import fs from 'node:fs';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { parseSupporters, type Supporter } from '../../shared/data/supporters';
import SponsorsList from './SponsorsList';

const fixture: Supporter[] = parseSupporters(
  JSON.parse(fs.readFileSync(new URL('../../../test/fixtures/supporters.json', import.meta.url), 'utf8')),
);
const NOW = () => Date.parse('2026-11-22T00:00:00.000Z');
const rankTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

async function renderList(random: () => number, load: () => Promise<Supporter[]> = () => Promise.resolve(fixture)) {
  const view = render(<SponsorsList random={random} load={load} now={NOW} />);
  await act(async () => undefined);
  return view;
}

describe('SponsorsList', () => {
  it('shows placeholders until the data arrives, then the ranks in order', async () => {
    let resolve: (supporters: Supporter[]) => void = () => undefined;
    render(<SponsorsList random={() => 0.9} load={() => new Promise((done) => (resolve = done))} now={NOW} />);
    expect(screen.getByTestId('sponsor-placeholders')).toHaveAttribute('aria-busy', 'true');
    await act(async () => resolve(fixture));
    expect(screen.queryByTestId('sponsor-placeholders')).not.toBeInTheDocument();
    expect(rankTitles()).toEqual([
      'Latest sponsors',
      'Platinum sponsors',
      'Gold sponsors',
      'Silver sponsors',
      'Bronze sponsors',
      'Backers',
    ]);
  });

  it('starts unchecked (ranked by total) when the draw is 0.33 or more', async () => {
    await renderList(() => 0.33);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    const gold = screen.getByRole('region', { name: 'Gold sponsors' });
    expect(within(gold).getByRole('img', { name: 'Example Gold Ltd' })).toBeInTheDocument();
  });

  it('starts checked (ranked by monthly amount) when the draw is below 0.33, and the box switches modes', async () => {
    await renderList(() => 0.2);
    const box = screen.getByRole('checkbox', { name: /average monthly amount over the last year/ });
    expect(box).toBeChecked();
    expect(
      within(screen.getByRole('region', { name: 'Gold sponsors' }))
        .getByRole('img')
        .getAttribute('alt'),
    ).toBe('Example Silver GmbH');
    expect(screen.queryByText('Example Former Backer')).not.toBeInTheDocument();
    fireEvent.click(box);
    expect(box).not.toBeChecked();
    expect(
      within(screen.getByRole('region', { name: 'Gold sponsors' }))
        .getByRole('img')
        .getAttribute('alt'),
    ).toBe('Example Gold Ltd');
  });

  it('draws the starting mode once, not on every render', async () => {
    const random = jest.fn(() => 0.1);
    await renderList(random);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('sizes lazy logos and falls back to the name when a logo is missing or fails', async () => {
    await renderList(() => 0.9);
    const logo = screen.getByRole('img', { name: 'Example Platinum Corp' });
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(logo).toHaveAttribute('width', '96');
    expect(logo).toHaveAttribute('height', '96');
    expect(screen.getByText('Example Backer Without Logo').closest('a')).toHaveAttribute(
      'href',
      'https://example.com/no-logo',
    );
    fireEvent.error(logo);
    expect(screen.queryByRole('img', { name: 'Example Platinum Corp' })).not.toBeInTheDocument();
    expect(screen.getByText('Example Platinum Corp').closest('a')).toHaveAttribute(
      'href',
      'https://example.com/platinum',
    );
    // No website: the Open Collective profile is linked.
    expect(screen.getByRole('img', { name: 'Example Silver GmbH' }).closest('a')).toHaveAttribute(
      'href',
      'https://opencollective.com/example-silver',
    );
  });

  it('points to where the sponsors are listed when the data fails to load or ranks nobody', async () => {
    for (const load of [() => Promise.reject(new Error('offline')), () => Promise.resolve([])]) {
      const view = await renderList(() => 0.9, load);
      expect(screen.queryByTestId('sponsor-placeholders')).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'on Open Collective' })).toHaveAttribute(
        'href',
        'https://opencollective.com/webpack#section-contributors',
      );
      view.unmount();
    }
  });
});
