'use client';

import { RgErrorCode } from '@sportsbook/contract/browser';
import { useEffect } from 'react';
import { useLocalizeHref } from '@/components/locale-routing/locale-routing-provider';
import { IntlScope } from '@/i18n/intl-scope';
import { isApiError } from '@/lib/api-fetch';
import { QueryProvider } from '@/lib/query-provider';
import { BLOCKED_PATH, isWithdrawalOnly, rememberBlock } from '../api/block-memory';
import { openSession } from '../api/rg-client';
import { blockOf, isBlockedCode, outOfLimitOf } from '../api/rg-errors';
import { signOutAndLeave } from '../api/sign-out';
import { useActivityTracking } from '../hooks/use-activity-tracking';
import { useDepositReminderDue } from '../hooks/use-deposit-reminder';
import { useRealityCheckPolling } from '../hooks/use-reality-check';
import { useRgModalStore } from '../hooks/rg-modal-store';
import { useLimits, useOverview } from '../hooks/use-rg-data';
import { useRgTimings } from '../hooks/use-site-settings';
import { DepositReminder } from './deposit-reminder';
import { RgModals } from './rg-modals';

/** Limit statuses under which a limit holds (account-platform §3 Limit.status). */
const HOLDING = new Set(['active', 'confirmed', 'unconfirmed']);

/**
 * What runs for a signed-in player on every page (loaded on first use, decision 019): the
 * sportsbook session, the reality-check polling, activity tracking, the deposit reminder and
 * their dialogs.
 */
function RgEffects() {
  const blockedHref = useLocalizeHref()(BLOCKED_PATH);
  const timings = useRgTimings();
  const overview = useOverview().data;
  const limits = useLimits().data;
  const show = useRgModalStore((state) => state.show);

  // A sportsbook session opens with the page (§7.1); a blocked player's is refused (403).
  useEffect(() => {
    openSession().catch((error: unknown) => {
      if (!isApiError(error)) return;
      if (isBlockedCode(error.code)) {
        const block = blockOf(error);
        if (block) rememberBlock(block);
        // Signed in for withdrawals only: the session stays, bets and deposits stay refused.
        if (!isWithdrawalOnly()) void signOutAndLeave(blockedHref);
      } else if (error.code === RgErrorCode.sessionLimitReached) {
        show({ kind: 'sessionLimit', limit: outOfLimitOf(error) });
      }
    });
  }, [blockedHref, show]);

  useRealityCheckPolling({
    enabled: Boolean(overview?.reality_check.interval_seconds),
    intervalMs: timings.realityCheckPollMs,
  });
  useActivityTracking({
    enabled: (limits ?? []).some((limit) => limit.type === 'activity' && HOLDING.has(limit.status)),
    intervalMs: timings.activityTrackMs,
  });
  const reminderDue = useDepositReminderDue({
    enabled: Boolean(
      overview?.deposit_reminder.show_deposit_reminder && overview.marketing_allowed,
    ),
    delaySeconds: overview?.deposit_reminder.remind_after ?? timings.depositReminderSeconds,
  });
  return reminderDue ? <DepositReminder /> : null;
}

export function RgRuntime() {
  return (
    <IntlScope>
      <QueryProvider>
        <RgEffects />
        <RgModals />
      </QueryProvider>
    </IntlScope>
  );
}
