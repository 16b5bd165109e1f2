import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { supporterLink, type Supporter } from '../../shared/data/supporters';
import { loadSupporters } from './load-supporters';
import { amountOf, groupByRank, initialMode, RANK_LOGO_SIZE, RANK_TITLES, rankOf, type SponsorMode } from './ranks';
import { SponsorPlaceholders, SWITCH_LABEL, SwitchPlaceholder } from './SponsorPlaceholders';
import { CURRENT_SPONSORS_URL } from './links';
import './SponsorsList.css';

export interface SponsorsListProps {
  /** Draws the starting mode (injected in tests); `Math.random` by default. */
  random?: () => number;
  /** Loads the supporters (injected in tests); the `supporters-data` chunk by default. */
  load?: () => Promise<Supporter[]>;
  /** The current time, for "latest" (injected in tests). */
  now?: () => number;
}

type Data = { status: 'loading' } | { status: 'ready'; supporters: Supporter[] };

/** Height of the fade over the bottom of a closed frame, where the "Show all" button sits. */
const FADE_PX = 80;

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
 * Holds the ranks at the fixed height the placeholders had, so their arrival moves nothing below;
 * when they need more room, "Show all sponsors" opens the frame (a reader's action, not a layout
 * shift). Focus moving to a logo hidden below the fold opens it too.
 */
function SponsorsFrame({ count, children }: { count: number; children: ReactNode }) {
  const frameId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [overflowing, setOverflowing] = useState(false);

  useLayoutEffect(() => {
    const measure = () => {
      if (frame.current && content.current) {
        setOverflowing(content.current.offsetHeight > frame.current.clientHeight + 1);
      }
    };
    measure();
    if (typeof ResizeObserver !== 'function' || !content.current) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(content.current);
    return () => observer.disconnect();
  }, [open]);

  const revealFocused = (target: EventTarget) => {
    if (open || !overflowing || !(target instanceof HTMLElement) || !frame.current) return;
    if (target.getBoundingClientRect().bottom > frame.current.getBoundingClientRect().bottom - FADE_PX) setOpen(true);
  };

  return (
    <div
      ref={frame}
      id={frameId}
      className={open ? 'sponsors__frame sponsors__frame--open' : 'sponsors__frame'}
      onFocus={(event) => revealFocused(event.target)}
    >
      <div ref={content}>{children}</div>
      {(overflowing || open) && (
        <p className="sponsors__more">
          <button
            type="button"
            className="outline-button sponsors__more-button"
            aria-expanded={open}
            aria-controls={frameId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Show fewer sponsors' : `Show all ${count} sponsors`}
          </button>
        </p>
      )}
    </div>
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
      // Not an error a reader can act on: the section points to where the sponsors are listed.
      () => current && setData({ status: 'ready', supporters: [] }),
    );
    return () => {
      current = false;
    };
  }, [load]);

  const groups = data.status === 'ready' ? groupByRank(data.supporters, mode, now()) : [];
  // The data did not load (offline), or has nobody who gave anything: nothing to rank or switch.
  const none =
    data.status === 'ready' &&
    !data.supporters.some((supporter) => rankOf(supporter, 'total') !== null || rankOf(supporter, 'monthly') !== null);
  if (none) {
    return (
      <p className="sponsors__empty">
        The sponsors could not be shown here: see them <a href={CURRENT_SPONSORS_URL}>on Open Collective</a>.
      </p>
    );
  }
  return (
    <div className="sponsors__list" data-mode={mode}>
      {data.status === 'loading' ? (
        <SwitchPlaceholder />
      ) : (
        <p className="sponsors__switch">
          <input
            id={switchId}
            type="checkbox"
            className="sponsors__switch-box"
            checked={mode === 'monthly'}
            onChange={(event) => setMode(event.target.checked ? 'monthly' : 'total')}
          />
          <label htmlFor={switchId} className="sponsors__switch-label">
            {SWITCH_LABEL}
          </label>
        </p>
      )}
      {data.status === 'loading' && (
        <div className="sponsors__frame">
          <SponsorPlaceholders />
        </div>
      )}
      {data.status === 'ready' && (
        <SponsorsFrame count={new Set(groups.flatMap((group) => group.supporters.map(({ slug }) => slug))).size}>
          {groups.map((group) => (
            <section
              key={group.rank}
              className={`sponsors__rank sponsors__rank--${group.rank}`}
              aria-label={RANK_TITLES[group.rank]}
            >
              <h3 className="sponsors__rank-title">{RANK_TITLES[group.rank]}</h3>
              <ul className="sponsors__logos">
                {group.supporters.map((supporter) => (
                  <SponsorLogo
                    key={supporter.slug}
                    supporter={supporter}
                    size={RANK_LOGO_SIZE[group.rank]}
                    mode={mode}
                  />
                ))}
              </ul>
            </section>
          ))}
          {groups.length === 0 && <p className="sponsors__empty">Nobody has sponsored webpack over the last year.</p>}
        </SponsorsFrame>
      )}
    </div>
  );
}
