'use client';

import { toCamelCase, type Match, type MatchWire } from '@sportsbook/contract/browser';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/button/button-class';
import { EmptyState } from '@/components/empty-state/empty-state';
import { favouriteLabels } from './favourite-labels';
import { FavouriteToggle } from './favourite-toggle';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { IntlScope } from '@/i18n/intl-scope';
import { apiRequest } from '@/lib/api-fetch';
import { favouriteKeys, useFavouriteChanges, useFavouriteIds } from '../state/favourites-store';
import { publish } from '@/lib/event-bus';
import { QueryProvider } from '@/lib/query-provider';
import { useAuthStatus } from '@/lib/session-store';
import { useEffect } from 'react';
import styles from './favourites-view.module.css';

async function fetchFavouriteMatches(locale: string, signal?: AbortSignal): Promise<Match[]> {
  const body: unknown = await apiRequest('matches', {
    query: { favourite: true, limit: 200, sort_by: 'start_time' },
    headers: { 'Accept-Language': locale },
    signal,
  });
  // Typed by the contract, not parsed with its zod schema: zod stays out of the page bundles.
  const list = (body as { data?: MatchWire[] } | undefined)?.data ?? [];
  return toCamelCase(list) as Match[];
}

const matchName = (match: Match) =>
  match.name ?? [match.home?.name, match.away?.name].filter(Boolean).join(' – ');

/**
 * The favourites page (betting-core §2 /favorites): the player's favourite matches, fetched only
 * when logged in; a star removes one at once (optimistically). Visitors are asked to sign in.
 */
export function FavouritesView() {
  return (
    <IntlScope>
      <QueryProvider>
        <FavouritesList />
      </QueryProvider>
    </IntlScope>
  );
}

function FavouritesList() {
  const t = useTranslations('favourites');
  const locale = useLocale();
  const format = useFormatter();
  const status = useAuthStatus();
  const ids = useFavouriteIds('match');
  const matches = useQuery({
    queryKey: [...favouriteKeys.matches, locale],
    queryFn: ({ signal }) => fetchFavouriteMatches(locale, signal),
    enabled: status === 'loggedIn',
  });
  // A star changed here or in a row: the list is fetched again once the server has it.
  const queryClient = useQueryClient();
  const changes = useFavouriteChanges();
  useEffect(() => {
    if (changes > 0) void queryClient.invalidateQueries({ queryKey: favouriteKeys.matches });
  }, [changes, queryClient]);

  if (status === 'notLoggedIn') {
    return (
      <EmptyState
        title={t('signInTitle')}
        description={t('signInHint')}
        data-testid="favourites-signed-out"
        action={
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => publish('modal-requested', { modal: 'signIn' })}
          >
            {t('signIn')}
          </button>
        }
      />
    );
  }
  if (status !== 'loggedIn' || matches.isPending) {
    return <div className={styles.loading} aria-busy="true" data-testid="favourites-loading" />;
  }
  if (matches.isError) {
    return <EmptyState role="alert" title={t('loadError')} data-testid="favourites-error" />;
  }
  // Removing a star hides the row at once, before the list is fetched again.
  const shown = matches.data.filter((match) => ids.has(match.id));
  if (shown.length === 0) {
    return (
      <EmptyState
        title={t('emptyTitle')}
        description={t('emptyHint')}
        data-testid="favourites-empty"
        action={
          <LocaleLink href="/sport" className={buttonClass('secondary')}>
            {t('browse')}
          </LocaleLink>
        }
      />
    );
  }
  return (
    <ul className={styles.list} data-testid="favourites-list">
      {shown.map((match) => (
        <li key={match.id} className={styles.row} data-testid={`favourite-${match.id}`}>
          <FavouriteToggle matchId={match.id} labels={favouriteLabels(t, matchName(match))} />
          <LocaleLink href={`/sport/${match.sport.key}/${match.slug}`} className={styles.link}>
            <span className={styles.when}>
              {match.isLive ? (
                <span className={styles.live}>{t('live')}</span>
              ) : (
                <time dateTime={match.startTime}>
                  {format.dateTime(new Date(match.startTime), {
                    day: 'numeric',
                    month: 'short',
                    hour: '2-digit',
                    minute: '2-digit',
                    hourCycle: 'h23',
                  })}
                </time>
              )}
            </span>
            <span className={styles.name}>{matchName(match)}</span>
            <span className={styles.league}>
              {match.sport.name} · {match.tournament.name}
            </span>
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}
