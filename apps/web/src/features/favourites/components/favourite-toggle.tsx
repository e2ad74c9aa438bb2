'use client';

import { useFavouriteIds, useToggleFavourite } from '../state/favourites-store';
import { useAuthStatus } from '@/lib/session-store';
import styles from './favourite-toggle.module.css';

/** The star's words, formatted by the server component that renders the row. */
export interface FavouriteToggleLabels {
  /** "Add … to favourites", with the match's name. */
  add: string;
  /** "Remove … from favourites", with the match's name. */
  remove: string;
  error: string;
}

/** The star on a match row: optimistic, reverted on error; visitors are asked to sign in. */
export function FavouriteToggle({
  matchId,
  labels,
}: {
  matchId: number;
  labels: FavouriteToggleLabels;
}) {
  const ids = useFavouriteIds('match');
  const toggle = useToggleFavourite('match', labels);
  const on = ids.has(matchId);
  // Until the profile has loaded we cannot tell a player from a visitor: a click then would
  // wrongly ask a signed-in player to sign in, so the star waits.
  const status = useAuthStatus();
  const undecided = status === 'unknown' || status === 'pending';
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={on}
      disabled={undecided}
      aria-busy={undecided || undefined}
      aria-label={on ? labels.remove : labels.add}
      onClick={() => toggle(matchId, !on)}
      data-testid="favourite-toggle"
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path d="m12 3.2 2.7 5.5 6 .9-4.35 4.25 1.03 6L12 17l-5.38 2.85 1.03-6L3.3 9.6l6-.9L12 3.2Z" />
      </svg>
    </button>
  );
}
