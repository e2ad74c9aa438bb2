import type { RaceRunnerWire } from '@sportsbook/contract/browser';

/** The jockey's silks drawn from the card's colours and pattern: a small jersey. */
export function Silks({ silks, size = 28 }: { silks: RaceRunnerWire['silks']; size?: number }) {
  const { primary, secondary, pattern } = silks;
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true">
      <path d="M9 4h14l7 6-4 5-3-2v15H9V13l-3 2-4-5z" fill={primary} stroke="rgb(0 0 0 / 35%)" />
      {pattern === 'hoops' ? (
        <>
          <rect x="9" y="15" width="14" height="3" fill={secondary} />
          <rect x="9" y="21" width="14" height="3" fill={secondary} />
        </>
      ) : null}
      {pattern === 'stripes' ? (
        <>
          <rect x="12" y="6" width="2.5" height="22" fill={secondary} />
          <rect x="17.5" y="6" width="2.5" height="22" fill={secondary} />
        </>
      ) : null}
      {pattern === 'sash' ? <path d="M10 6l3-2 10 22-3 2z" fill={secondary} /> : null}
      {pattern === 'star' ? (
        <path
          d="M16 12l1.6 3.4 3.7.4-2.8 2.5.8 3.7-3.3-1.9-3.3 1.9.8-3.7-2.8-2.5 3.7-.4z"
          fill={secondary}
        />
      ) : null}
      {pattern === 'plain' ? <path d="M13 4h6l-3 4z" fill={secondary} /> : null}
    </svg>
  );
}
