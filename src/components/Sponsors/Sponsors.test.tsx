import fs from 'node:fs';
import { act, render, screen, within } from '@testing-library/react';
import { parseSupporters } from '../../shared/data/supporters';
import { Sponsors } from './Sponsors';
import SponsorsList from './SponsorsList';

const fixture = parseSupporters(
  JSON.parse(fs.readFileSync(new URL('../../../test/fixtures/supporters.json', import.meta.url), 'utf8')),
);

/** The server render: what the prerendered home page holds before any script runs. */
async function prerender(withSupporters: boolean): Promise<HTMLElement> {
  const { renderToString } = (await import('react-dom/server.node')) as typeof import('react-dom/server');
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Sponsors withSupporters={withSupporters} />);
  document.body.append(host);
  return host;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Sponsors, in a build without supporters (no network, no snapshot)', () => {
  it('shows the intro, how to become a sponsor and where the current ones are: no skeleton, no build talk', async () => {
    const section = await prerender(false);
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Become a sponsor', 'https://opencollective.com/webpack'],
      ['See the current sponsors', 'https://opencollective.com/webpack#section-contributors'],
    ]);
    expect(within(section).getByText(/maintained by volunteers/)).toBeInTheDocument();
    expect(section.querySelector('[data-testid="sponsor-placeholders"], .sponsors__skeleton-text')).toBeNull();
    expect(section.textContent).not.toMatch(/build/i);
  });

  it('never asks for the sponsors chunk, however close the section comes', () => {
    // jsdom has no IntersectionObserver: the section counts as near at once.
    render(<Sponsors withSupporters={false} />);
    expect(screen.queryByText('Loading sponsors…')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('Sponsors, in a build with supporters (fixture data)', () => {
  it('prerenders placeholders in the space the sponsors will take, with the way to become one', async () => {
    const section = await prerender(true);
    expect(section.querySelector('[data-testid="sponsor-placeholders"]')).not.toBeNull();
    expect(within(section).getByRole('link', { name: 'Become a sponsor' })).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'See the current sponsors' })).toBeNull();
  });

  it('then shows the ranks and the switch between monthly and total amounts', async () => {
    render(
      <SponsorsList random={() => 0.2} load={() => Promise.resolve(fixture)} now={() => Date.parse('2026-11-22')} />,
    );
    await act(async () => undefined);
    expect(screen.getByRole('checkbox', { name: /average monthly amount/ })).toBeChecked();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(5);
  });
});
