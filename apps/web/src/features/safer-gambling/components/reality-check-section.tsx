'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { isApiError } from '@/lib/api-fetch';
import { showToast } from '@/lib/toast-store';
import { setDepositReminder, setRealityCheck } from '../api/rg-client';
import { formatDuration, realityCheckIntervals } from '../api/rg-format';
import { rgKeys, useOverview } from '../hooks/use-rg-data';
import styles from './safer-gambling.module.css';

/**
 * Reality check (RTS 13): how often a reminder of the time played and the net result interrupts
 * play, or off. Beside it, whether the daily deposit reminder may show (account-platform §3).
 */
export function RealityCheckSection() {
  const t = useTranslations('saferGambling.realityCheck');
  const locale = useLocale();
  const id = useId();
  const queryClient = useQueryClient();
  const overview = useOverview();
  const onError = (error: unknown) =>
    showToast({
      tone: 'error',
      title: t('failed'),
      description: isApiError(error) ? error.displayMessage : undefined,
    });
  const interval = useMutation({
    mutationFn: (seconds: number | null) => setRealityCheck(seconds),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: rgKeys.overview });
      showToast({ tone: 'success', title: t('saved') });
    },
    onError,
  });
  const reminder = useMutation({
    mutationFn: (show: boolean) => setDepositReminder(show),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rgKeys.overview }),
    onError,
  });

  const settings = overview.data?.reality_check;
  const choices = settings ? realityCheckIntervals(settings.min_seconds, settings.max_seconds) : [];
  const current = settings?.interval_seconds ?? null;
  if (current !== null && !choices.includes(current)) choices.push(current);
  choices.sort((a, b) => a - b);
  return (
    <section className={styles.card} aria-labelledby="rg-reality" data-testid="rg-reality-check">
      <h2 id="rg-reality" className={styles.heading}>
        {t('title')}
      </h2>
      <p className={styles.muted}>{t('intro')}</p>
      {settings ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-interval`}>
            {t('interval')}
          </label>
          <select
            id={`${id}-interval`}
            className={styles.control}
            value={current === null ? 'off' : String(current)}
            disabled={interval.isPending}
            onChange={(event) =>
              interval.mutate(event.target.value === 'off' ? null : Number(event.target.value))
            }
            data-testid="reality-check-interval"
          >
            <option value="off">{t('off')}</option>
            {choices.map((seconds) => (
              <option key={seconds} value={String(seconds)}>
                {t('every', { duration: formatDuration(seconds, locale) })}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <div className={styles.loading} aria-busy="true" />
      )}
      {overview.data ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={overview.data.deposit_reminder.show_deposit_reminder}
            disabled={reminder.isPending}
            onChange={(event) => reminder.mutate(event.target.checked)}
            data-testid="deposit-reminder-toggle"
          />
          {t('depositReminder')}
        </label>
      ) : null}
    </section>
  );
}
