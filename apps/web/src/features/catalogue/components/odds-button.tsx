'use client';

import { useEffect, useState } from 'react';
import { useOddsSelected, toggleOddsSelection } from '../hooks/use-odds-selection';
import styles from './odds-button.module.css';

export interface OddsButtonProps {
  /** Match, market, specifier and outcome: what the selection is. */
  selectionKey: string;
  /** The outcome's name, shown above the price (omitted in compact match rows). */
  label?: string;
  /** Accessible name when the label is not shown. */
  ariaLabel: string;
  odds: string;
  locked: boolean;
}

/** How long a moved price stays highlighted. */
const FLASH_MS = 2_000;

/**
 * Which way the price last moved, for a couple of seconds after it moved: sportsbooks flash a
 * price green when it lengthens and red when it shortens, so a player sees what changed.
 */
function useOddsMove(odds: string): 'up' | 'down' | undefined {
  const [seen, setSeen] = useState<{ odds: string; move?: 'up' | 'down' }>({ odds });
  if (seen.odds !== odds) {
    // Adjusting state while rendering (React's pattern for "a prop changed"): no extra pass.
    const before = Number(seen.odds);
    const now = Number(odds);
    const moved = Number.isFinite(before) && Number.isFinite(now) && before !== now;
    setSeen({ odds, move: moved ? (now > before ? 'up' : 'down') : undefined });
  }
  useEffect(() => {
    if (!seen.move) return;
    const timer = setTimeout(() => setSeen((current) => ({ odds: current.odds })), FLASH_MS);
    return () => clearTimeout(timer);
  }, [seen]);
  return seen.move;
}

/** One price. Pressing it selects or unselects the outcome; locked prices cannot be pressed. */
export function OddsButton({ selectionKey, label, ariaLabel, odds, locked }: OddsButtonProps) {
  const selected = useOddsSelected(selectionKey);
  const move = useOddsMove(odds);
  return (
    <button
      type="button"
      data-move={locked ? undefined : move}
      className={[styles.odds, label ? styles.labelled : ''].join(' ')}
      aria-pressed={locked ? undefined : selected}
      aria-label={ariaLabel}
      disabled={locked}
      data-testid="odds-button"
      data-selection={selectionKey}
      onClick={() => toggleOddsSelection(selectionKey)}
    >
      {label ? <span className={styles.label}>{label}</span> : null}
      <span className={styles.price}>
        {locked ? (
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
            <path
              fill="currentColor"
              d="M4.5 7V5a3.5 3.5 0 1 1 7 0v2h.5a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h.5zm1.5 0h4V5a2 2 0 1 0-4 0v2z"
            />
          </svg>
        ) : (
          odds
        )}
      </span>
    </button>
  );
}
