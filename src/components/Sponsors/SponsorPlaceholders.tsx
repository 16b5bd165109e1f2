/** The label of the switch between ranking by total amount and by average monthly amount. */
export const SWITCH_LABEL = 'Rank sponsors by average monthly amount over the last year';

/**
 * Skeleton ranks: the structure of the real list (rank title, a row of logos at that rank's size),
 * clipped by the frame that holds them. Sizes are in pixels, as the real logos are.
 */
const SKELETON_RANKS = [
  { size: 96, count: 3 },
  { size: 72, count: 4 },
  { size: 56, count: 6 },
  { size: 44, count: 8 },
  { size: 32, count: 12 },
] as const;

/**
 * The switch row as a skeleton: the same box, checkbox and label text (transparent) as the real
 * one, so it wraps into as many lines as the real row at any width and the swap does not move
 * anything. Shown until the sponsors chunk has loaded.
 */
export function SwitchPlaceholder() {
  return (
    <p className="sponsors__switch sponsors__switch--placeholder" aria-hidden="true">
      <span className="sponsors__switch-box" />
      <span className="sponsors__switch-label">
        <span className="sponsors__skeleton-text">{SWITCH_LABEL}</span>
      </span>
    </p>
  );
}

/**
 * Grey logo-sized slots shown while the sponsors chunk and data load. They sit in the frame that
 * later holds the sponsors (fixed height until a reader asks for all of them), so swapping them for
 * the sponsors never moves what comes after the section.
 */
export function SponsorPlaceholders() {
  return (
    <div className="sponsors__placeholders" aria-busy="true" data-testid="sponsor-placeholders">
      <div aria-hidden="true">
        {SKELETON_RANKS.map(({ size, count }) => (
          <div key={size} className="sponsors__rank">
            <span className="sponsors__rank-title">
              <span className="sponsors__skeleton-text">Sponsors</span>
            </span>
            <ul className="sponsors__logos">
              {Array.from({ length: count }, (_, index) => (
                <li key={index} className="sponsors__placeholder" style={{ width: size, height: size }} />
              ))}
            </ul>
          </div>
        ))}
      </div>
      <span className="visually-hidden">Loading sponsors…</span>
    </div>
  );
}

/** The section's body before its chunk loads (prerendered): skeleton switch, skeleton ranks. */
export function SponsorsLoading() {
  return (
    <div className="sponsors__list">
      <SwitchPlaceholder />
      <div className="sponsors__frame">
        <SponsorPlaceholders />
      </div>
    </div>
  );
}
