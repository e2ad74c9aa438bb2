'use client';

import { useEffect, useState } from 'react';

/** Cookie that marks today's reminder as shown (account-platform §9: once a day). */
export const DEPOSIT_REMINDER_COOKIE = 'deposit_reminder';
const ONE_DAY_SECONDS = 86_400;

function shownToday(): boolean {
  return document.cookie
    .split(';')
    .some((part) => part.trim().startsWith(`${DEPOSIT_REMINDER_COOKIE}=`));
}

/**
 * The deposit reminder's timer (§4 Reminders): once a day per browser (a cookie that lives a
 * day), `delaySeconds` after the page loaded, for a player whose settings say so.
 */
export function useDepositReminderDue({
  enabled,
  delaySeconds,
}: {
  enabled: boolean;
  delaySeconds: number;
}): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!enabled || shownToday()) return;
    const timer = window.setTimeout(() => {
      document.cookie = `${DEPOSIT_REMINDER_COOKIE}=1; Max-Age=${ONE_DAY_SECONDS}; Path=/; SameSite=Lax`;
      setDue(true);
    }, delaySeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [enabled, delaySeconds]);
  return due && enabled;
}
