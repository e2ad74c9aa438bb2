'use client';

import type { VirtualRaceRunnerWire, VirtualRaceWire } from '@sportsbook/contract/browser';
import { selectionIdOf, verifyVirtualRaceProof } from '@sportsbook/domain';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { pickEachWay, pickSelection, useShowOdds, useSlipSelected } from '@/features/betslip';
import { Silks } from '@/features/racing';
import { virtualRaceSelection } from '../api/virtuals-client';
import { Countdown, StartTime } from './virtual-arena-parts';
import styles from './virtuals.module.css';

/** The replay plays a race's finish times in this long. */
const REPLAY_MS = 8_000;
const NEXT_SHOWN = 2;
const RESULTS_SHOWN = 3;

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function RunnerPrices({ race, runner }: { race: VirtualRaceWire; runner: VirtualRaceRunnerWire }) {
  const t = useTranslations('virtuals');
  const showOdds = useShowOdds();
  const category = t('racesTitle');
  const win = virtualRaceSelection(race, runner, 'win', { market: t('winMarket'), category });
  const place = virtualRaceSelection(race, runner, 'place', {
    market: t('placeMarket'),
    category,
  });
  const winSelected = useSlipSelected(win ? selectionIdOf(win) : '');
  const placeSelected = useSlipSelected(place ? selectionIdOf(place) : '');
  if (!win) return null;
  const price = showOdds(win.odds);
  return (
    <div className={styles.runnerPrices}>
      <button
        type="button"
        className={styles.price}
        aria-pressed={win.active ? winSelected && !placeSelected : undefined}
        disabled={!win.active}
        aria-label={`${t('winMarket')} ${runner.name} ${price}`}
        data-testid="virtual-race-win"
        data-runner={runner.number}
        onClick={() => pickSelection(win)}
      >
        <span className={styles.priceLabel}>{t('win')}</span>
        <bdi dir="ltr">{price}</bdi>
      </button>
      {place ? (
        <button
          type="button"
          className={styles.price}
          aria-pressed={win.active ? winSelected && placeSelected : undefined}
          disabled={!win.active}
          aria-label={`${t('eachWay')} ${runner.name} ${price}`}
          data-testid="virtual-race-each-way"
          onClick={() => pickEachWay(win, place)}
        >
          <span className={styles.priceLabel}>{t('eachWay')}</span>
          <bdi dir="ltr">{price}</bdi>
        </button>
      ) : null}
    </div>
  );
}

function RaceHead({ race, offset }: { race: VirtualRaceWire; offset: number | null }) {
  const t = useTranslations('virtuals');
  return (
    <div className={styles.cardHead}>
      <StartTime iso={race.start_time} seconds />
      <span className={styles.teams}>{race.name.replace(/ \d\d:\d\d:\d\d$/, '')}</span>
      {offset === null ? (
        <span className={styles.badge} data-status="finished">
          {t('raceStatus.finished')}
        </span>
      ) : (
        <Countdown event={race} offset={offset} labels="raceStatus" />
      )}
    </div>
  );
}

function NextRace({ race, offset }: { race: VirtualRaceWire; offset: number }) {
  const t = useTranslations('virtuals');
  return (
    <li className={styles.card} data-testid="virtual-race" data-event-id={race.id}>
      <RaceHead race={race} offset={offset} />
      <p className={styles.muted}>
        {race.places > 0
          ? t('eachWayTerms', { fraction: race.place_fraction, places: race.places })
          : t('winOnly')}
      </p>
      <ul className={styles.runners}>
        {race.runners.map((runner) => (
          <li key={runner.number} className={styles.runner}>
            <span className={styles.saddle}>{runner.number}</span>
            <Silks silks={runner.silks} size={24} />
            <span className={styles.runnerInfo}>
              <span className={styles.runnerName}>{runner.name}</span>
              <span className={styles.muted}>{t('weight', { weight: runner.weight })}</span>
            </span>
            <RunnerPrices race={race} runner={runner} />
          </li>
        ))}
      </ul>
      <p className={styles.hash}>
        <span className={styles.hashLabel}>{t('seedHash')}</span>
        <code data-testid="virtual-race-seed-hash">{race.seed_hash}</code>
      </p>
    </li>
  );
}

/** The finishing gaps drawn this many times wider, so the order shows on a small track. */
const GAP_ZOOM = 5;

/**
 * Where a runner is along the track (0 … 1) at `at` ms of the race: at its own pace to a finish
 * `GAP_ZOOM` times as far behind the winner as it really was, with a little deterministic surge
 * and fade that is gone by the post.
 */
function progressOf(number: number, finishMs: number, winnerMs: number, at: number): number {
  const p = Math.min(1, at / (winnerMs + (finishMs - winnerMs) * GAP_ZOOM));
  const wobble = 0.035 * Math.sin(Math.PI * 2 * p * (1 + (number % 3))) * p * (1 - p) * 4;
  return Math.max(0, Math.min(1, p + wobble * (1 - p)));
}

/** The race replay: the runners along a track to their finish times; Replay plays it again. */
function RaceReplay({ race }: { race: VirtualRaceWire }) {
  const t = useTranslations('virtuals');
  const format = useFormatter();
  const result = race.result!;
  // The replay ends as the winner crosses the line: the field behind it in its finishing order.
  const last = result.finish_ms[0]!;
  const [at, setAt] = useState(last);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const started = performance.now();
    const step = (now: number) => {
      const next = Math.min(last, ((now - started) / REPLAY_MS) * last);
      setAt(next);
      if (next < last) frame = requestAnimationFrame(step);
      else setPlaying(false);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [playing, last]);
  const replay = () => {
    if (reducedMotion()) {
      setAt(last);
      return;
    }
    setAt(0);
    setPlaying(true);
  };
  const finish = new Map(result.order.map((n, i) => [n, result.finish_ms[i]!]));
  const where = (n: number) => progressOf(n, finish.get(n) ?? last, last, at);
  const leader = [...result.order].sort((a, b) => where(b) - where(a))[0];
  return (
    <div className={styles.replay} data-testid="virtual-race-replay">
      <div className={styles.replayHead}>
        <span className={styles.muted}>{t('raceReplay')}</span>
        <span className={styles.replayScore} aria-live="polite">
          <bdi dir="ltr">
            {format.number(at / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s
          </bdi>
        </span>
        <button
          type="button"
          className={styles.replayButton}
          onClick={replay}
          data-testid="virtual-race-replay-button"
        >
          {t('replay')}
        </button>
      </div>
      <div
        className={styles.raceTrack}
        dir="ltr"
        role="img"
        aria-label={t('trackLabel', {
          leader: race.runners.find((r) => r.number === leader)?.name ?? '',
        })}
      >
        {race.runners.map((runner) => {
          const p = where(runner.number);
          return (
            <div key={runner.number} className={styles.lane}>
              <span
                className={styles.horse}
                style={{
                  insetInlineStart: `calc(${p * 100}% - ${p * 1.5}rem)`,
                  background: runner.silks.primary,
                  borderColor: runner.silks.secondary,
                }}
              >
                {runner.number}
              </span>
            </div>
          );
        })}
        <span className={styles.post} />
      </div>
    </div>
  );
}

function RaceProof({ race }: { race: VirtualRaceWire }) {
  const t = useTranslations('virtuals');
  const verified =
    race.seed !== null &&
    race.result !== null &&
    verifyVirtualRaceProof({
      seed: race.seed,
      seedHash: race.seed_hash,
      runners: race.runners,
      order: race.result.order,
    });
  return (
    <details className={styles.proof}>
      <summary>
        <span className={styles.verified} data-verified={verified} data-testid="virtual-race-proof">
          {verified ? `✓ ${t('verified')}` : `✗ ${t('notVerified')}`}
        </span>
      </summary>
      <p className={styles.hash}>
        <span className={styles.hashLabel}>{t('seedHash')}</span>
        <code>{race.seed_hash}</code>
      </p>
      <p className={styles.hash}>
        <span className={styles.hashLabel}>{t('raceSeed')}</span>
        <code data-testid="virtual-race-seed">{race.seed}</code>
      </p>
      <p className={styles.muted}>{t('howToVerifyRace')}</p>
    </details>
  );
}

function RaceResult({ race }: { race: VirtualRaceWire }) {
  const placed = race.result!.order.slice(0, Math.max(3, race.places));
  return (
    <li className={styles.card} data-testid="virtual-race-result" data-event-id={race.id}>
      <RaceHead race={race} offset={null} />
      <ol className={styles.podium}>
        {placed.map((number, i) => {
          const runner = race.runners.find((r) => r.number === number)!;
          return (
            <li key={number}>
              <span className={styles.position}>{i + 1}</span>
              <Silks silks={runner.silks} size={20} />
              <span>
                {runner.number}. {runner.name}
              </span>
            </li>
          );
        })}
      </ol>
      <RaceReplay race={race} />
      <RaceProof race={race} />
    </li>
  );
}

/** Virtual races (decision 060): the next races to bet on, the latest results with replay and proof. */
export function VirtualRaces({
  races,
  offset,
}: {
  races: { next: VirtualRaceWire[]; results: VirtualRaceWire[] };
  offset: number;
}) {
  const t = useTranslations('virtuals');
  if (races.next.length === 0 && races.results.length === 0) return null;
  return (
    <section className={styles.races} aria-labelledby="virtual-races">
      <h2 id="virtual-races" className={styles.heading}>
        {t('racesTitle')}
      </h2>
      <div className={styles.racesGrid}>
        <ol className={styles.list} data-testid="virtual-races-next">
          {races.next.slice(0, NEXT_SHOWN).map((race) => (
            <NextRace key={race.id} race={race} offset={offset} />
          ))}
        </ol>
        {races.results.length > 0 ? (
          <div>
            <h3 className={styles.subheading}>{t('raceResults')}</h3>
            <ol className={styles.list} data-testid="virtual-race-results">
              {races.results.slice(0, RESULTS_SHOWN).map((race) => (
                <RaceResult key={race.id} race={race} />
              ))}
            </ol>
          </div>
        ) : null}
      </div>
    </section>
  );
}
