'use client';

import { useEffect, useState } from 'react';
import type { AuthStatus } from '@/lib/session-store';

/** localStorage key: the reminder fires once per browser (account-platform §9 storage keys). */
export const SIGN_UP_REMINDER_KEY = 'sign_up_reminder';
/** Fallback when the site settings cannot be read (account-platform §3 signUpReminderSeconds). */
export const SIGN_UP_REMINDER_SECONDS = 45;

/**
 * The site's signUpReminderSeconds (GET /platform/api/site_settings, issue 18), read once per
 * tab and only for a visitor still owed the reminder; the API client is loaded with that first
 * call, so it stays out of the first load.
 */
let siteDelay: Promise<number> | undefined;
function signUpReminderSeconds(): Promise<number> {
  siteDelay ??= import('@/lib/api-fetch')
    .then((client) => client.apiRequest('siteSettings', { quietUnauthorized: true }))
    .then((body) => {
      const seconds = body?.sign_up_reminder_seconds;
      return typeof seconds === 'number' && seconds > 0 ? seconds : SIGN_UP_REMINDER_SECONDS;
    })
    .catch(() => SIGN_UP_REMINDER_SECONDS);
  return siteDelay;
}
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
export function useReminderDue(status: AuthStatus, seconds?: number): ReminderDue | null {
  const [due, setDue] = useState<ReminderDue | null>(null);
  const [delay, setDelay] = useState<number | undefined>(seconds);
  useEffect(() => {
    if (seconds !== undefined || status !== 'notLoggedIn' || read(SIGN_UP_REMINDER_KEY)) return;
    let live = true;
    void signUpReminderSeconds().then((value) => live && setDelay(value));
    return () => {
      live = false;
    };
  }, [status, seconds]);
  useEffect(() => {
    if (delay === undefined || status !== 'notLoggedIn' || read(SIGN_UP_REMINDER_KEY)) return;
    const timer = window.setTimeout(() => {
      setDue({ registered: read(IS_REGISTERED_KEY) === 'true' });
      try {
        window.localStorage.setItem(SIGN_UP_REMINDER_KEY, new Date().toISOString());
      } catch {
        // Without storage it may show again on the next page load; harmless.
      }
    }, delay * 1000);
    return () => window.clearTimeout(timer);
  }, [status, delay]);
  return due;
}
