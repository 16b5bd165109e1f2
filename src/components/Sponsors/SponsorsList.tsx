import { useEffect, useId, useState } from 'react';
import { supporterLink, type Supporter } from '../../data/supporters';
import { loadSupporters } from './load-supporters';
import { amountOf, groupByRank, initialMode, RANK_LOGO_SIZE, RANK_TITLES, type SponsorMode } from './ranks';
import { SponsorPlaceholders } from './SponsorPlaceholders';
import './SponsorsList.css';

export interface SponsorsListProps {
  /** Draws the starting mode (injected in tests); `Math.random` by default. */
  random?: () => number;
  /** Fetches the supporters (injected in tests); the hashed JSON asset by default. */
  load?: () => Promise<Supporter[]>;
  /** The current time, for "latest" (injected in tests). */
  now?: () => number;
}

type Data = { status: 'loading' } | { status: 'ready'; supporters: Supporter[] };

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function describe(supporter: Supporter, mode: SponsorMode): string {
  const amount = dollars.format(amountOf(supporter, mode));
  return `${supporter.name}: ${amount} ${mode === 'monthly' ? 'a month over the last year' : 'in total'}`;
}

/** A logo, lazy and sized up front; a logo that is missing or fails to load shows the name instead. */
function SponsorLogo({ supporter, size, mode }: { supporter: Supporter; size: number; mode: SponsorMode }) {
  const [failed, setFailed] = useState(false);
  const showImage = supporter.avatar !== null && !failed;
  return (
    <li className="sponsors__item">
      <a
        className="sponsors__link"
        href={supporterLink(supporter)}
        title={describe(supporter, mode)}
        rel="noopener sponsored"
        target="_blank"
      >
        {showImage ? (
          <img
            className="sponsors__logo"
            src={supporter.avatar ?? undefined}
            alt={supporter.name}
            width={size}
            height={size}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
          />
        ) : (
          <span className="sponsors__name" style={{ minHeight: size }}>
            {supporter.name}
          </span>
        )}
      </a>
    </li>
  );
}

/**
 * The sponsors, grouped by rank, with the switch between ranking by total amount and by average
 * monthly amount over the last year. Runs in the browser only (its own chunk), so the random starting
 * mode never meets the prerendered HTML.
 */
export default function SponsorsList({
  random = Math.random,
  load = loadSupporters,
  now = Date.now,
}: SponsorsListProps) {
  const [mode, setMode] = useState<SponsorMode>(() => initialMode(random));
  const [data, setData] = useState<Data>({ status: 'loading' });
  const switchId = useId();

  useEffect(() => {
    let current = true;
    load().then(
      (supporters) => current && setData({ status: 'ready', supporters }),
      // No data is not an error a reader can act on: the section keeps its placeholders.
      () => current && setData({ status: 'ready', supporters: [] }),
    );
    return () => {
      current = false;
    };
  }, [load]);

  const groups = data.status === 'ready' ? groupByRank(data.supporters, mode, now()) : [];
  return (
    <div className="sponsors__list" data-mode={mode}>
      <p className="sponsors__switch">
        <input
          id={switchId}
          type="checkbox"
          checked={mode === 'monthly'}
          onChange={(event) => setMode(event.target.checked ? 'monthly' : 'total')}
        />
        <label htmlFor={switchId}>Rank sponsors by average monthly amount over the last year</label>
      </p>
      {data.status === 'loading' && <SponsorPlaceholders busy />}
      {data.status === 'ready' && groups.length === 0 && (
        <>
          <SponsorPlaceholders busy={false} />
          <p className="sponsors__empty">The list of sponsors is not part of this build yet.</p>
        </>
      )}
      {groups.map((group) => (
        <section
          key={group.rank}
          className={`sponsors__rank sponsors__rank--${group.rank}`}
          aria-label={RANK_TITLES[group.rank]}
        >
          <h3 className="sponsors__rank-title">{RANK_TITLES[group.rank]}</h3>
          <ul className="sponsors__logos">
            {group.supporters.map((supporter) => (
              <SponsorLogo key={supporter.slug} supporter={supporter} size={RANK_LOGO_SIZE[group.rank]} mode={mode} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
