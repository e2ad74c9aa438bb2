'use client';

import type { RaceCardWire, RaceRunnerWire } from '@sportsbook/contract/browser';
import { selectionIdOf } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/empty-state/empty-state';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { pickEachWay, pickSelection, useShowOdds, useSlipSelected } from '@/features/betslip';
import { IntlScope } from '@/i18n/intl-scope';
import { QueryProvider } from '@/lib/query-provider';
import { disciplinePath, getRace, racingKeys, runnerSelection } from '../api/racing-client';
import { OrderPicker } from './order-picker';
import { RaceTime } from './race-time';
import { StatusBadge } from './status-badge';
import { Silks } from './silks';
import { Trap } from './trap';
import styles from './racing.module.css';

const POLL_MS = 5_000;

function Prices({ race, runner }: { race: RaceCardWire; runner: RaceRunnerWire }) {
  const t = useTranslations('racing');
  const showOdds = useShowOdds();
  const win = runnerSelection(race, runner, 'win', t('winMarket'));
  const place = runnerSelection(race, runner, 'place', t('placeMarket'));
  const winSelected = useSlipSelected(win ? selectionIdOf(win) : '');
  const placeSelected = useSlipSelected(place ? selectionIdOf(place) : '');
  // The same lines at SP (decision 072), offered until the off.
  const winSp = runnerSelection(race, runner, 'win', t('winMarket'), 'sp');
  const placeSp = runnerSelection(race, runner, 'place', t('placeMarket'), 'sp');
  const winSpSelected = useSlipSelected(winSp ? selectionIdOf(winSp) : '');
  const placeSpSelected = useSlipSelected(placeSp ? selectionIdOf(placeSp) : '');
  if (!win)
    return (
      <span className={styles.nr}>
        {race.discipline === 'greyhound' ? t('vacant') : t('nonRunner')}
      </span>
    );
  if (race.status === 'finished')
    return (
      <div className={styles.prices}>
        <span className={styles.sp}>{t('startingPrice', { price: showOdds(win.odds) })}</span>
      </div>
    );
  const locked = !win.active;
  const price = showOdds(win.odds);
  return (
    <div className={styles.prices}>
      <button
        type="button"
        className={styles.price}
        aria-pressed={locked ? undefined : winSelected && !placeSelected}
        disabled={locked}
        aria-label={`${t('winMarket')} ${runner.name} ${price}`}
        data-testid="race-win"
        onClick={() => pickSelection(win)}
      >
        <span className={styles.priceLabel}>{t('win')}</span>
        <bdi dir="ltr">{price}</bdi>
      </button>
      {place ? (
        <button
          type="button"
          className={styles.price}
          aria-pressed={locked ? undefined : winSelected && placeSelected}
          disabled={locked}
          aria-label={`${t('eachWay')} ${runner.name} ${price}`}
          data-testid="race-each-way"
          onClick={() => pickEachWay(win, place)}
        >
          <span className={styles.priceLabel}>{t('eachWay')}</span>
          <bdi dir="ltr">{price}</bdi>
        </button>
      ) : null}
      {winSp ? (
        <button
          type="button"
          className={`${styles.price} ${styles.spPrice}`}
          aria-pressed={locked ? undefined : winSpSelected && !placeSpSelected}
          disabled={locked}
          aria-label={`${t('winMarket')} ${runner.name} ${t('sp')}`}
          data-testid="race-sp"
          onClick={() => pickSelection(winSp)}
        >
          <span className={styles.priceLabel}>{t('win')}</span>
          <span>{t('sp')}</span>
        </button>
      ) : null}
      {winSp && placeSp ? (
        <button
          type="button"
          className={`${styles.price} ${styles.spPrice}`}
          aria-pressed={locked ? undefined : winSpSelected && placeSpSelected}
          disabled={locked}
          aria-label={`${t('eachWay')} ${runner.name} ${t('sp')}`}
          data-testid="race-each-way-sp"
          onClick={() => pickEachWay(winSp, placeSp)}
        >
          <span className={styles.priceLabel}>{t('eachWay')}</span>
          <span>{t('sp')}</span>
        </button>
      ) : null}
    </div>
  );
}

function ResultPrice({ odds }: { odds: number | null }) {
  const t = useTranslations('racing');
  const showOdds = useShowOdds();
  if (odds === null) return null;
  return <span className={styles.muted}>{t('startingPrice', { price: showOdds(odds) })}</span>;
}

function Result({ race }: { race: RaceCardWire }) {
  const t = useTranslations('racing');
  const placed = race.runners
    .filter((r) => r.position !== null)
    .filter((r) => (r.position ?? 0) <= Math.max(3, race.places))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return (
    <section className={styles.resultBox} aria-labelledby="race-result" data-testid="race-result">
      <h2 id="race-result" className={styles.heading}>
        {t('result')}
      </h2>
      <ol className={styles.resultList}>
        {placed.map((runner) => (
          <li key={runner.number}>
            <span className={styles.position}>{runner.position}</span>
            {race.discipline === 'greyhound' ? (
              <Trap runner={runner} small />
            ) : (
              <Silks silks={runner.silks} size={22} />
            )}
            <span>
              {runner.number}. {runner.name}
            </span>
            <ResultPrice odds={runner.win_odds} />
            {runner.dead_heat ? <span className={styles.tag}>{t('deadHeat')}</span> : null}
          </li>
        ))}
      </ol>
      {race.rule4 > 0 ? <p className={styles.muted}>{t('rule4', { pence: race.rule4 })}</p> : null}
    </section>
  );
}

/** A greyhound's row (decision 068): its trap, name, trainer and form; no jockey or weight. */
function GreyhoundRow({ race, runner }: { race: RaceCardWire; runner: RaceRunnerWire }) {
  const t = useTranslations('racing');
  return (
    <li
      className={`${styles.runner} ${styles.runnerDog}`}
      data-testid="runner"
      data-non-runner={runner.non_runner}
    >
      <Trap runner={runner} />
      <div className={styles.runnerInfo}>
        <span className={styles.runnerName}>
          {runner.name} {runner.reserve ? <span className={styles.tag}>{t('reserve')}</span> : null}
        </span>
        <span className={styles.muted}>
          {t('trainer', { name: runner.trainer })} · {t('form', { form: runner.form })} ·{' '}
          {t('age', { age: runner.age })}
        </span>
      </div>
      <Prices race={race} runner={runner} />
    </li>
  );
}

function RaceCardContent({ id }: { id: number }) {
  const t = useTranslations('racing');
  const { data: race, isError } = useQuery({
    queryKey: racingKeys.race(id),
    queryFn: () => getRace(id),
    refetchInterval: POLL_MS,
  });
  if (isError) return <EmptyState title={t('loadError')} data-testid="racing-error" />;
  if (!race) return <div className={styles.loading} aria-busy="true" />;
  const dogs = race.discipline === 'greyhound';
  return (
    <div
      className={styles.page}
      data-testid="race-card"
      data-race-id={race.id}
      data-discipline={race.discipline}
    >
      <LocaleLink href={disciplinePath(race.discipline)} className={styles.back}>
        ← {t('allRacing')}
      </LocaleLink>
      <header className={styles.raceHead}>
        <div>
          <h1 className={styles.raceName}>
            <RaceTime iso={race.start_time} /> {race.course}
          </h1>
          <p className={styles.muted}>
            {race.title} · {race.distance} · {t('going', { going: race.going })}
            {dogs ? null : <> · {t('class', { class: race.race_class })}</>}
          </p>
          <p className={styles.terms} data-testid="race-terms">
            {race.places > 0
              ? t('eachWayTerms', { fraction: race.place_fraction, places: race.places })
              : t('winOnly')}
          </p>
        </div>
        <StatusBadge status={race.status} />
      </header>
      {race.status === 'finished' ? <Result race={race} /> : null}
      <ul className={styles.runners} data-testid="runners">
        {race.runners.map((runner) =>
          dogs ? (
            <GreyhoundRow key={runner.number} race={race} runner={runner} />
          ) : (
            <li
              key={runner.number}
              className={styles.runner}
              data-testid="runner"
              data-non-runner={runner.non_runner}
            >
              <div className={styles.saddle}>
                <span className={styles.number}>{runner.number}</span>
                {runner.draw !== null ? <span className={styles.draw}>({runner.draw})</span> : null}
              </div>
              <Silks silks={runner.silks} />
              <div className={styles.runnerInfo}>
                <span className={styles.runnerName}>{runner.name}</span>
                <span className={styles.muted}>
                  {t('jockey', { name: runner.jockey })} · {t('trainer', { name: runner.trainer })}
                </span>
                <span className={styles.muted}>
                  {t('form', { form: runner.form })} · {t('age', { age: runner.age })} ·{' '}
                  {runner.weight}
                </span>
              </div>
              <Prices race={race} runner={runner} />
            </li>
          ),
        )}
      </ul>
      <OrderPicker race={race} />
    </div>
  );
}

/** /sport/racing/:id (issue 22): the racecard, live status, prices to win and each way, result. */
export function RaceCardView({ id }: { id: number }) {
  return (
    <IntlScope>
      <QueryProvider>
        <RaceCardContent id={id} />
      </QueryProvider>
    </IntlScope>
  );
}
