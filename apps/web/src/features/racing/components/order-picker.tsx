'use client';

import type { RaceCardWire } from '@sportsbook/contract/browser';
import { selectionIdOf } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { pickSelection, useShowOdds, useSlipSelected } from '@/features/betslip';
import { orderSelection } from '../api/racing-client';
import { Trap } from './trap';
import styles from './racing.module.css';

type Kind = 'forecast' | 'tricast';

/**
 * Forecast and tricast on the racecard (decision 060): pick the runner for 1st, 2nd (and 3rd);
 * the matching line of market 903 / 904 goes into the slip like any other selection.
 */
export function OrderPicker({ race }: { race: RaceCardWire }) {
  const t = useTranslations('racing');
  const showOdds = useShowOdds();
  const kinds = (['forecast', 'tricast'] as const).filter(
    (k) => race.orders[k] && Object.keys(race.orders[k].prices).length > 0,
  );
  const [chosen, setChosen] = useState<Kind>('forecast');
  const [picks, setPicks] = useState<Array<number | null>>([null, null, null]);
  const kind: Kind = kinds.includes(chosen) ? chosen : 'forecast';
  const slots = kind === 'forecast' ? 2 : 3;
  const wanted = picks.slice(0, slots);
  const complete = wanted.every((p): p is number => p !== null);
  const marketName = t(kind === 'forecast' ? 'forecast' : 'tricast');
  const selection = complete ? orderSelection(race, kind, wanted, marketName) : null;
  const selected = useSlipSelected(selection ? selectionIdOf(selection) : '');
  if (race.status !== 'open' || kinds.length === 0) return null;
  const runners = race.runners.filter((r) => !r.non_runner);
  const dogs = race.discipline === 'greyhound';
  const choose = (slot: number, runner: number) =>
    setPicks((current) =>
      current.map((p, i) =>
        i === slot ? (p === runner ? null : runner) : p === runner ? null : p,
      ),
    );
  const positions = [t('first'), t('second'), t('third')];
  return (
    <section className={styles.orders} aria-labelledby="race-orders" data-testid="order-picker">
      <h2 id="race-orders" className={styles.heading}>
        {t('ordersTitle')}
      </h2>
      <div className={styles.orderKinds} role="group" aria-label={t('ordersTitle')}>
        {kinds.map((k) => (
          <button
            key={k}
            type="button"
            className={styles.orderKind}
            aria-pressed={kind === k}
            data-testid={`order-kind-${k}`}
            onClick={() => setChosen(k)}
          >
            {t(k)}
          </button>
        ))}
      </div>
      <p className={styles.muted}>{t(kind === 'forecast' ? 'forecastHelp' : 'tricastHelp')}</p>
      {positions.slice(0, slots).map((label, slot) => (
        <div
          key={label}
          className={styles.orderRow}
          role="group"
          aria-label={label}
          data-testid={`order-slot-${slot + 1}`}
        >
          <span className={styles.orderSlot}>{label}</span>
          <div className={styles.orderRunners}>
            {runners.map((runner) => (
              <button
                key={runner.number}
                type="button"
                className={dogs ? `${styles.orderRunner} ${styles.orderTrap}` : styles.orderRunner}
                aria-pressed={picks[slot] === runner.number}
                aria-label={`${label}: ${runner.number}. ${runner.name}`}
                data-testid="order-runner"
                onClick={() => choose(slot, runner.number)}
              >
                {/* Greyhounds: the trap's jacket, as a real card prints it (decision 072). */}
                {dogs ? <Trap runner={runner} decorative /> : runner.number}
              </button>
            ))}
          </div>
        </div>
      ))}
      <div className={styles.orderFoot}>
        <span data-testid="order-picks">
          {complete
            ? wanted
                .map((n) => `${n}. ${runners.find((r) => r.number === n)?.name ?? n}`)
                .join(' → ')
            : t('orderIncomplete', { count: slots })}
        </span>
        <button
          type="button"
          className={styles.price}
          disabled={!selection}
          aria-pressed={selection ? selected : undefined}
          data-testid="order-add"
          onClick={() => selection && pickSelection(selection)}
        >
          <span className={styles.priceLabel}>{t('addOrder')}</span>
          <bdi dir="ltr">{selection ? showOdds(selection.odds) : '–'}</bdi>
        </button>
      </div>
    </section>
  );
}
