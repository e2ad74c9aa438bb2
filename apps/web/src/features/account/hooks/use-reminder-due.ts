'use client';

import { useEffect, useState } from 'react';
import type { AuthStatus } from '@/lib/session-store';

/** localStorage key: the reminder fires once per browser (account-platform §9 storage keys). */
export const SIGN_UP_REMINDER_KEY = 'sign_up_reminder';
/** Site setting signUpReminderSeconds; the settings call does not carry it yet. */
export const SIGN_UP_REMINDER_SECONDS = 45;
/** localStorage key marking a browser whose player has signed in (account-platform §4). */
export const IS_REGISTERED_KEY = 'is_registered';

/** The reminder is due: a browser signed in before is invited to sign in, others to sign up. */
export interface ReminderDue {
  registered: boolean;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The sign-up reminder's timer (§4 Reminders): once per browser, signUpReminderSeconds after a
 * visitor's page loaded. Light, so the reminder card (and the account layer it lives in) loads
 * only when it is due.
 */
export function useReminderDue(
  status: AuthStatus,
  seconds = SIGN_UP_REMINDER_SECONDS,
): ReminderDue | null {
  const [due, setDue] = useState<ReminderDue | null>(null);
  useEffect(() => {
    if (status !== 'notLoggedIn' || read(SIGN_UP_REMINDER_KEY)) return;
    const timer = window.setTimeout(() => {
      setDue({ registered: read(IS_REGISTERED_KEY) === 'true' });
      try {
        window.localStorage.setItem(SIGN_UP_REMINDER_KEY, new Date().toISOString());
      } catch {
        // Without storage it may show again on the next page load; harmless.
      }
    }, seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [status, seconds]);
  return due;
}
