'use client';

import { selectionIdOf, type SelectionInput } from '@sportsbook/domain';
import { useEffect, useState } from 'react';
import { pickSelection, useSlipSelected, useShowOdds } from '@/features/betslip';
import styles from './odds-button.module.css';

export interface OddsButtonProps {
  /** The outcome as the bet slip takes it: match, market, outcome, price, provider, status. */
  selection: SelectionInput;
  /** The outcome's name, shown above the price (omitted in compact match rows). */
  label?: string;
  /** Accessible name without the price; the price in the player's format is added to it. */
  ariaLabel: string;
  locked: boolean;
}

/** How long a moved price stays highlighted. */
const FLASH_MS = 2_000;

/**
 * Which way the price last moved, for a couple of seconds after it moved: sportsbooks flash a
 * price green when it lengthens and red when it shortens, so a player sees what changed.
 */
function useOddsMove(odds: number): 'up' | 'down' | undefined {
  const [seen, setSeen] = useState<{ odds: number; move?: 'up' | 'down' }>({ odds });
  if (seen.odds !== odds) {
    // Adjusting state while rendering (React's pattern for "a prop changed"): no extra pass.
    const moved = Number.isFinite(seen.odds) && Number.isFinite(odds);
    setSeen({ odds, move: moved ? (odds > seen.odds ? 'up' : 'down') : undefined });
  }
  useEffect(() => {
    if (!seen.move) return;
    const timer = setTimeout(() => setSeen((current) => ({ odds: current.odds })), FLASH_MS);
    return () => clearTimeout(timer);
  }, [seen]);
  return seen.move;
}

/**
 * One price. Pressing it puts the outcome in the bet slip or takes it out (or, with quick bet on,
 * places it at once); the pressed state is the slip's, so it stays right across pages and
 * reloads. Locked prices cannot be pressed.
 */
export function OddsButton({ selection, label, ariaLabel, locked }: OddsButtonProps) {
  const selectionKey = selectionIdOf(selection);
  const selected = useSlipSelected(selectionKey);
  const showOdds = useShowOdds();
  const move = useOddsMove(selection.odds);
  const price = showOdds(selection.odds);
  return (
    <button
      type="button"
      data-move={locked ? undefined : move}
      className={[styles.odds, label ? styles.labelled : ''].join(' ')}
      aria-pressed={locked ? undefined : selected}
      aria-label={`${ariaLabel} ${price}`}
      disabled={locked}
      data-testid="odds-button"
      data-selection={selectionKey}
      onClick={() => pickSelection(selection)}
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
          <bdi dir="ltr">{price}</bdi>
        )}
      </span>
    </button>
  );
}
