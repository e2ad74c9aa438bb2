'use client';

import type { OutOfLimitWire } from '@sportsbook/contract/browser';
import { useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { ModalDialog } from '@/components/dialog/modal-dialog';
import { useLocalizeHref } from '@/components/locale-routing/locale-routing-provider';
import { continueSession } from '../api/rg-client';
import { formatDuration, formatLimitValue, formatNetResult } from '../api/rg-format';
import { signOutAndLeave } from '../api/sign-out';
import { BLOCKED_PATH } from '../api/block-memory';
import { realityCheckKey } from '../hooks/use-reality-check';
import { useRgModalStore } from '../hooks/rg-modal-store';
import styles from './safer-gambling.module.css';

/**
 * The runtime's dialogs (account-platform §2.2, §4): the reality check, the session limit and
 * the activity limit. None closes by Escape or a click outside: the player chooses.
 */
export function RgModals() {
  const modal = useRgModalStore((state) => state.modal);
  if (!modal) return null;
  if (modal.kind === 'realityCheck') return <RealityCheckModal />;
  return <LimitReachedModal kind={modal.kind} limit={modal.limit} />;
}

function RealityCheckModal() {
  const t = useTranslations('saferGambling.realityCheckModal');
  const locale = useLocale();
  const router = useRouter();
  const localize = useLocalizeHref();
  const queryClient = useQueryClient();
  const { modal, close } = useRgModalStore();
  const [pending, setPending] = useState(false);
  if (modal?.kind !== 'realityCheck') return null;
  const { status } = modal;

  async function resume(then?: () => void) {
    setPending(true);
    try {
      await continueSession();
    } catch (error) {
      // The next poll shows the state again; the player is not stuck behind the dialog.
      console.warn('[safer-gambling] continue failed', error);
    }
    queryClient.removeQueries({ queryKey: realityCheckKey });
    close();
    setPending(false);
    then?.();
  }

  return (
    <ModalDialog
      open
      onClose={() => undefined}
      closable={false}
      title={t('title')}
      description={t('body', { duration: formatDuration(status.interval_seconds ?? 0, locale) })}
      testId="reality-check-modal"
    >
      <div className={styles.stack}>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('timePlayed')}</dt>
            <dd data-testid="reality-check-time">
              {formatDuration(status.time_played_seconds, locale)}
            </dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('netResult')}</dt>
            <dd data-testid="reality-check-net">
              <bdi>{formatNetResult(status.net_result, status.currency, locale)}</bdi>
            </dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('stakes')}</dt>
            <dd>
              <bdi>{formatLimitValue('wager', status.stakes_sum, status.currency, locale)}</bdi>
            </dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('wins')}</dt>
            <dd>
              <bdi>{formatLimitValue('wager', status.wins_sum, status.currency, locale)}</bdi>
            </dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={pending}
            onClick={() => void resume()}
            data-testid="reality-check-continue"
          >
            {t('continue')}
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={pending}
            onClick={() => {
              setPending(true);
              void signOutAndLeave(localize('/sport'));
            }}
            data-testid="reality-check-break"
          >
            {t('takeBreak')}
          </button>
          <button
            type="button"
            className={buttonClass('ghost')}
            disabled={pending}
            onClick={() => void resume(() => router.push(localize(BLOCKED_PATH)))}
            data-testid="reality-check-limits"
          >
            {t('setLimits')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

function LimitReachedModal({
  kind,
  limit,
}: {
  kind: 'sessionLimit' | 'activityLimit';
  limit: OutOfLimitWire | undefined;
}) {
  const t = useTranslations('saferGambling.limitModal');
  const format = useFormatter();
  const locale = useLocale();
  const localize = useLocalizeHref();
  const [pending, setPending] = useState(false);
  const amount = limit ? formatLimitValue(limit.type, limit.amount, limit.currency, locale) : null;
  const resets = limit?.resets_at
    ? format.dateTime(new Date(limit.resets_at), { dateStyle: 'medium', timeStyle: 'short' })
    : null;
  return (
    <ModalDialog
      open
      onClose={() => undefined}
      closable={false}
      title={kind === 'sessionLimit' ? t('sessionTitle') : t('activityTitle')}
      testId={kind === 'sessionLimit' ? 'session-limit-modal' : 'activity-limit-modal'}
    >
      <div className={styles.stack}>
        <p className={styles.muted}>
          {kind === 'sessionLimit'
            ? amount
              ? t('sessionBody', { amount })
              : t('sessionBodyPlain')
            : amount
              ? t('activityBody', { amount })
              : t('activityBodyPlain')}
        </p>
        {resets ? <p className={styles.notice}>{t('resets', { time: resets })}</p> : null}
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={pending}
            onClick={() => {
              setPending(true);
              void signOutAndLeave(localize('/sport'));
            }}
            data-testid="limit-modal-sign-out"
          >
            {t('signOut')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
