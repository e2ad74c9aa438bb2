'use client';

import type { Market, Match } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { EmptyState } from '@/components/empty-state/empty-state';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { IntlScope } from '@/i18n/intl-scope';
import { QueryProvider } from '@/lib/query-provider';
import { matchPath } from '../api/catalogue-paths';
import { isOutcomeLocked } from '../api/markets-layout';
import { getPremiumCricket, premiumCricketKeys } from '../api/premium-cricket-client';
import type { PremiumCricketEntry } from '../api/premium-cricket-client';
import { cricketScore } from '../api/score-display';
import { selectionInputOf, selectionMatchInfoOf } from '../api/selection-input';
import { specifierValue } from '../api/specifier';
import { LiveRowScore, LiveRowStatus } from './live-row';
import { OddsButton } from './odds-button';
import styles from './premium-cricket.module.css';

/** Lines move every over (four simulated minutes); the score also comes over the live channel. */
const POLL_MS = 3_000;

type Translate = ReturnType<typeof useTranslations<'premiumCricket'>>;

/** A line's name from its specifier, in the page's language: "Overs 1–6", "Over 9", "Wicket 3". */
function lineName(t: Translate, kind: 'session' | 'over' | 'wicket', market: Market): string {
  const innings = Number(specifierValue(market.specifier, 'inningnr') ?? 1);
  const inningsName = t('innings', { number: innings });
  if (kind === 'session')
    return `${inningsName} · ${t('session', { last: Number(specifierValue(market.specifier, 'overnr')) })}`;
  if (kind === 'over')
    return `${inningsName} · ${t('over', { over: Number(specifierValue(market.specifier, 'overnr')) })}`;
  return `${inningsName} · ${t('wicket', { wicket: Number(specifierValue(market.specifier, 'wicketnr')) })}`;
}

function Line({
  match,
  market,
  kind,
}: {
  match: Match;
  market: Market;
  kind: 'session' | 'over' | 'wicket';
}) {
  const t = useTranslations('premiumCricket');
  const info = selectionMatchInfoOf(match);
  const name = lineName(t, kind, market);
  const line = specifierValue(market.specifier, 'total') ?? '';
  return (
    <div
      className={styles.line}
      data-testid={`premium-line-${kind}`}
      data-specifier={market.specifier}
    >
      <span className={styles.lineName}>{name}</span>
      <div className={styles.prices}>
        {market.outcomes.map((outcome) => {
          const label =
            outcome.outcomeId === 'over' ? t('overLine', { line }) : t('underLine', { line });
          return (
            <OddsButton
              key={outcome.outcomeId}
              selection={selectionInputOf(
                info,
                { ...market, marketName: name },
                {
                  ...outcome,
                  name: label,
                },
              )}
              label={label}
              ariaLabel={`${name}: ${label}`}
              locked={isOutcomeLocked(market.marketStatus, outcome)}
            />
          );
        })}
      </div>
    </div>
  );
}

function Group({
  title,
  match,
  markets,
  kind,
}: {
  title: string;
  match: Match;
  markets: Market[];
  kind: 'session' | 'over' | 'wicket';
}) {
  if (markets.length === 0) return null;
  return (
    <section className={styles.group}>
      <h3 className={styles.groupTitle}>{title}</h3>
      {markets.map((market) => (
        <Line key={market.specifier} match={match} market={market} kind={kind} />
      ))}
    </section>
  );
}

function Side({ match, side, live }: { match: Match; side: 'home' | 'away'; live: boolean }) {
  const t = useTranslations('premiumCricket');
  const locale = useLocale();
  const score = cricketScore(match);
  const name = side === 'home' ? match.home?.name : match.away?.name;
  const overs = score?.[side].overs;
  return (
    <span className={styles.side}>
      <span className={styles.team}>{name}</span>
      {live ? (
        <span className={styles.score}>
          <LiveRowScore
            key={`${match.id}-${match.totalScore?.home}-${match.totalScore?.away}`}
            initialMatch={match}
            side={side}
            locale={locale}
          />
          {overs ? <span className={styles.overs}>{t('overs', { overs })}</span> : null}
        </span>
      ) : null}
    </span>
  );
}

function StartTime({ iso }: { iso: string }) {
  const locale = useLocale();
  const text = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return (
    <time dateTime={iso} className={styles.time} suppressHydrationWarning>
      {text}
    </time>
  );
}

function MatchCard({ entry, live }: { entry: PremiumCricketEntry; live: boolean }) {
  const t = useTranslations('premiumCricket');
  const locale = useLocale();
  const { match } = entry;
  const none = entry.sessions.length + entry.overs.length + entry.wickets.length === 0;
  return (
    <li className={styles.card} data-testid="premium-match" data-match-id={match.id}>
      <div className={styles.cardHead}>
        {live ? (
          <span className={styles.status}>
            <LiveRowStatus
              initialMatch={match}
              locale={locale}
              liveLabel={t('liveBadge')}
              className={styles.liveBadge}
              phaseClassName={styles.phase}
            />
          </span>
        ) : (
          <StartTime iso={match.startTime} />
        )}
        <LocaleLink href={matchPath(match)} className={styles.league}>
          {match.tournament.name}
        </LocaleLink>
      </div>
      <div className={styles.teams}>
        <Side match={match} side="home" live={live} />
        <Side match={match} side="away" live={live} />
      </div>
      {none ? (
        <p className={styles.muted}>{t('noLines')}</p>
      ) : (
        <div className={styles.groups}>
          <Group title={t('sessions')} match={match} markets={entry.sessions} kind="session" />
          <Group title={t('overRuns')} match={match} markets={entry.overs} kind="over" />
          <Group title={t('nextWicket')} match={match} markets={entry.wickets} kind="wicket" />
        </div>
      )}
    </li>
  );
}

function List({
  id,
  title,
  entries,
  live,
}: {
  id: string;
  title: string;
  entries: PremiumCricketEntry[];
  live: boolean;
}) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {title}
        <span className={styles.count}>{entries.length}</span>
      </h2>
      <ol className={styles.list} data-testid={id}>
        {entries.map((entry) => (
          <MatchCard key={entry.match.id} entry={entry} live={live} />
        ))}
      </ol>
    </section>
  );
}

function PremiumCricketContent() {
  const t = useTranslations('premiumCricket');
  const { data, isError } = useQuery({
    queryKey: premiumCricketKeys.page,
    queryFn: getPremiumCricket,
    refetchInterval: POLL_MS,
  });
  if (isError) return <EmptyState title={t('loadError')} data-testid="premium-cricket-error" />;
  if (!data) return <div className={styles.loading} aria-busy="true" />;
  if (data.live.length === 0 && data.upcoming.length === 0)
    return <EmptyState title={t('empty')} />;
  return (
    <div className={styles.page} data-testid="premium-cricket">
      <p className={styles.muted}>{t('intro')}</p>
      <List id="premium-live" title={t('live')} entries={data.live} live />
      <List id="premium-upcoming" title={t('upcoming')} entries={data.upcoming} live={false} />
    </div>
  );
}

/** /sport/premium-cricket (issue 22, decision 054). */
export function PremiumCricketView() {
  return (
    <IntlScope>
      <QueryProvider>
        <PremiumCricketContent />
      </QueryProvider>
    </IntlScope>
  );
}
