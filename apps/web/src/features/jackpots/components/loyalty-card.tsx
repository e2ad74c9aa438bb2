'use client';

import { IntlScope } from '@/i18n/intl-scope';
import { ApiError, apiRequest } from '@/lib/api-fetch';
import { QueryProvider } from '@/lib/query-provider';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import styles from './jackpots.module.css';

/** §7.1: a 401 answers nothing (a visitor): the card then says to sign in. */
async function loyaltyOf(signal: AbortSignal) {
  try {
    const [points, groups] = await Promise.all([
      apiRequest('compPoints', { signal }),
      apiRequest('statusGroups', { signal }),
    ]);
    return points && groups ? { points, groups } : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The profile's loyalty (issue 20): comp points, the status group and the way to the next. */
export function LoyaltyCard() {
  return (
    <IntlScope>
      <QueryProvider>
        <Loyalty />
      </QueryProvider>
    </IntlScope>
  );
}

function Loyalty() {
  const t = useTranslations('jackpots');
  const format = useFormatter();
  const loyalty = useQuery({
    queryKey: ['loyalty'],
    queryFn: ({ signal }) => loyaltyOf(signal),
  });
  if (loyalty.isPending) return null;
  if (!loyalty.data) return <p className={styles.empty}>{t('loyaltySignedOut')}</p>;
  const { points, groups } = loyalty.data;
  const current = groups.data.find((g) => g.current);
  const next = groups.data.find((g) => g.id === groups.progress?.next_id);
  const percent = groups.progress?.percent ?? 100;
  return (
    <section className={styles.card} data-testid="loyalty-card">
      <header className={styles.head}>
        <span className={styles.kicker}>{t('tier')}</span>
        <h2 className={styles.name} data-testid="loyalty-tier">
          {current?.name ?? '—'}
        </h2>
        <strong className={styles.total} data-testid="loyalty-points">
          {t('points', { count: points.points, formatted: format.number(points.points) })}
        </strong>
      </header>
      <div
        className={styles.progress}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('progress')}
      >
        <span className={styles.progressFill} style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className={styles.empty} data-testid="loyalty-next">
        {next
          ? t('toNext', {
              count: groups.progress?.points_to_next ?? 0,
              formatted: format.number(groups.progress?.points_to_next ?? 0),
              tier: next.name,
            })
          : t('topTier')}
      </p>
    </section>
  );
}
