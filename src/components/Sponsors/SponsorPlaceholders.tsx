/** How many empty logo slots stand in for the sponsors before (or without) their data. */
export const PLACEHOLDER_COUNT = 12;

/**
 * Grey logo-sized slots shown while the sponsors chunk and data load, and when there is no data.
 * Shared by the section (prerendered) and the lazily loaded list, so the swap does not jump.
 */
export function SponsorPlaceholders({ busy }: { busy: boolean }) {
  return (
    <div className="sponsors__placeholders" aria-busy={busy} data-testid="sponsor-placeholders">
      <span className="sponsors__placeholder-bar" />
      <ul className="sponsors__placeholder-grid" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
          <li key={index} className="sponsors__placeholder" />
        ))}
      </ul>
      {busy && <span className="visually-hidden">Loading sponsors…</span>}
    </div>
  );
}
