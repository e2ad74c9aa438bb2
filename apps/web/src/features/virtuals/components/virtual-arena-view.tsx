'use client';

import type { VirtualEventWire, VirtualMarketWire } from '@sportsbook/contract/browser';
import { selectionIdOf, verifyVirtualProof } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/empty-state/empty-state';
import { pickSelection, useShowOdds, useSlipSelected } from '@/features/betslip';
import { IntlScope } from '@/i18n/intl-scope';
import { QueryProvider } from '@/lib/query-provider';
import { getVirtualArena, virtualKeys, virtualSelection } from '../api/virtuals-client';
import { Countdown, StartTime } from './virtual-arena-parts';
import { VirtualRaces } from './virtual-races';
import styles from './virtuals.module.css';

const POLL_MS = 2_000;
const REPLAY_MS = 6_000;

function outcomeLabel(
  t: ReturnType<typeof useTranslations<'virtuals'>>,
  event: VirtualEventWire,
  marketId: number,
  outcomeId: string,
): string {
  if (marketId === 1)
    return outcomeId === '1' ? event.home : outcomeId === '2' ? event.away : t('draw');
  if (marketId === 18) return outcomeId === 'over' ? t('over') : t('under');
  return outcomeId === 'yes' ? t('yes') : t('no');
}

function Price({
  event,
  market,
  outcomeId,
  marketName,
}: {
  event: VirtualEventWire;
  market: VirtualMarketWire;
  outcomeId: string;
  marketName: string;
}) {
  const t = useTranslations('virtuals');
  const showOdds = useShowOdds();
  const label = outcomeLabel(t, event, market.market_id, outcomeId);
  const selection = virtualSelection(event, market, outcomeId, {
    market: marketName,
    outcome: label,
    category: t('page.title'),
  });
  const selected = useSlipSelected(selection ? selectionIdOf(selection) : '');
  if (!selection) return null;
  const price = showOdds(selection.odds);
  return (
    <button
      type="button"
      className={styles.price}
      aria-pressed={selection.active ? selected : undefined}
      disabled={!selection.active}
      aria-label={`${marketName}: ${label} ${price}`}
      data-testid="virtual-price"
      data-outcome={`${market.market_id}/${outcomeId}`}
      onClick={() => pickSelection(selection)}
    >
      <span className={styles.priceLabel}>
        {market.market_id === 1 ? (outcomeId === 'X' ? 'X' : outcomeId) : label}
      </span>
      <bdi dir="ltr">{price}</bdi>
    </button>
  );
}

function Markets({ event }: { event: VirtualEventWire }) {
  const t = useTranslations('virtuals');
  const nameOf = (id: number) => (id === 1 ? t('oneXTwo') : id === 18 ? t('total') : t('btts'));
  return (
    <div className={styles.markets}>
      {event.markets.map((market) => (
        <div key={market.market_id} className={styles.market}>
          <span className={styles.marketName}>{nameOf(market.market_id)}</span>
          <div className={styles.prices}>
            {market.outcomes.map((o) => (
              <Price
                key={o.outcome_id}
                event={event}
                market={market}
                outcomeId={o.outcome_id}
                marketName={nameOf(market.market_id)}
              />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

function Teams({ event }: { event: VirtualEventWire }) {
  return (
    <span className={styles.teams}>
      <span>{event.home}</span>
      <span className={styles.vs}>
        {event.score ? (
          <bdi dir="ltr" data-testid="virtual-score">
            {event.score.home} – {event.score.away}
          </bdi>
        ) : (
          'v'
        )}
      </span>
      <span>{event.away}</span>
    </span>
  );
}

function NextMatches({ events, offset }: { events: VirtualEventWire[]; offset: number }) {
  const t = useTranslations('virtuals');
  return (
    <section aria-labelledby="virtual-next">
      <h2 id="virtual-next" className={styles.heading}>
        {t('next')}
      </h2>
      <ol className={styles.list} data-testid="virtual-next">
        {events.map((event) => (
          <li
            key={event.id}
            className={styles.card}
            data-testid="virtual-event"
            data-event-id={event.id}
          >
            <div className={styles.cardHead}>
              <StartTime iso={event.start_time} />
              <Teams event={event} />
              <Countdown event={event} offset={offset} />
            </div>
            <p className={styles.muted}>
              {t('expectedGoals', { home: event.home_expected, away: event.away_expected })}
            </p>
            <Markets event={event} />
            <p className={styles.hash}>
              <span className={styles.hashLabel}>{t('seedHash')}</span>
              <code data-testid="virtual-seed-hash">{event.seed_hash}</code>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The goal timeline: a pitch-length bar of 90 minutes; Replay plays it in six seconds. */
function Replay({ event }: { event: VirtualEventWire }) {
  const t = useTranslations('virtuals');
  const [minute, setMinute] = useState(90);
  useEffect(() => {
    if (minute >= 90) return;
    const timer = setTimeout(() => setMinute((m) => Math.min(90, m + 1)), REPLAY_MS / 90);
    return () => clearTimeout(timer);
  }, [minute]);
  const goals = (event.goals ?? []).filter((g) => g.minute <= minute);
  const home = goals.filter((g) => g.side === 'home').length;
  const away = goals.length - home;
  return (
    <div className={styles.replay} data-testid="virtual-replay">
      <div className={styles.replayHead}>
        <span className={styles.muted}>{t('goalTimeline')}</span>
        <span className={styles.replayScore} aria-live="polite">
          <bdi dir="ltr">
            {minute}′ · {home} – {away}
          </bdi>
        </span>
        <button type="button" className={styles.replayButton} onClick={() => setMinute(0)}>
          {t('replay')}
        </button>
      </div>
      <div className={styles.track} dir="ltr">
        <div className={styles.progress} style={{ inlineSize: `${(minute / 90) * 100}%` }} />
        <span className={styles.half} />
        {(event.goals ?? []).map((g, i) => (
          <span
            key={i}
            className={styles.goal}
            data-side={g.side}
            data-shown={g.minute <= minute}
            style={{ insetInlineStart: `${(g.minute / 90) * 100}%` }}
            title={`${g.minute}′ ${g.side === 'home' ? event.home : event.away}`}
          />
        ))}
      </div>
      {(event.goals ?? []).length === 0 ? (
        <span className={styles.muted}>{t('noGoals')}</span>
      ) : null}
    </div>
  );
}

function Proof({ event }: { event: VirtualEventWire }) {
  const t = useTranslations('virtuals');
  const verified =
    event.seed !== null &&
    event.score !== null &&
    verifyVirtualProof({
      seed: event.seed,
      seedHash: event.seed_hash,
      expected: { homeGoals: event.home_expected, awayGoals: event.away_expected },
      result: event.score,
    });
  return (
    <details className={styles.proof}>
      <summary>
        <span className={styles.verified} data-verified={verified} data-testid="virtual-proof">
          {verified ? `✓ ${t('verified')}` : `✗ ${t('notVerified')}`}
        </span>
      </summary>
      <p className={styles.hash}>
        <span className={styles.hashLabel}>{t('seedHash')}</span>
        <code>{event.seed_hash}</code>
      </p>
      <p className={styles.hash}>
        <span className={styles.hashLabel}>{t('seed')}</span>
        <code data-testid="virtual-seed">{event.seed}</code>
      </p>
      <p className={styles.muted}>{t('howToVerify')}</p>
    </details>
  );
}

function Results({ events }: { events: VirtualEventWire[] }) {
  const t = useTranslations('virtuals');
  return (
    <section aria-labelledby="virtual-results">
      <h2 id="virtual-results" className={styles.heading}>
        {t('results')}
      </h2>
      <ol className={styles.list} data-testid="virtual-results">
        {events.map((event) => (
          <li
            key={event.id}
            className={styles.card}
            data-testid="virtual-result"
            data-event-id={event.id}
          >
            <div className={styles.cardHead}>
              <StartTime iso={event.start_time} />
              <Teams event={event} />
              <span className={styles.badge} data-status="finished">
                {t('status.finished')}
              </span>
            </div>
            <Replay event={event} />
            <Proof event={event} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function ArenaContent() {
  const t = useTranslations('virtuals');
  const { data, isError, dataUpdatedAt } = useQuery({
    queryKey: virtualKeys.arena,
    queryFn: getVirtualArena,
    refetchInterval: POLL_MS,
  });
  if (isError) return <EmptyState title={t('loadError')} data-testid="virtuals-error" />;
  if (!data) return <div className={styles.loading} aria-busy="true" />;
  const offset = Date.parse(data.feed_time) - dataUpdatedAt;
  if (
    data.next.length === 0 &&
    data.results.length === 0 &&
    data.races.next.length === 0 &&
    data.races.results.length === 0
  )
    return <EmptyState title={t('empty')} />;
  return (
    <div className={styles.page} data-testid="virtual-arena">
      <VirtualRaces races={data.races} offset={offset} />
      <NextMatches events={data.next} offset={offset} />
      <Results events={data.results} />
    </div>
  );
}

/** /sport/virtual-gaming-arena (issue 22). */
export function VirtualArenaView() {
  return (
    <IntlScope>
      <QueryProvider>
        <ArenaContent />
      </QueryProvider>
    </IntlScope>
  );
}
