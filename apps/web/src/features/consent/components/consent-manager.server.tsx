import 'server-only';
import { CONSENT_COOKIE, decodeConsent } from '@sportsbook/contract/browser';
import { getTranslations } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { getWebConfig } from '@/lib/config.server';
import { ConsentBanner } from './consent-banner';
import type { ConsentLabels } from './consent-labels';

const CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;

/**
 * The consent banner with its words and the stored choice, rendered on the server so a visitor
 * who already chose never sees the banner flash. `x-nonce` is where a nonce-based CSP in front
 * of the pages (Next's convention) hands its nonce to the tags.
 */
export async function ConsentManager() {
  const [t, cookieStore, headerStore] = await Promise.all([
    getTranslations('consent'),
    cookies(),
    headers(),
  ]);
  const config = getWebConfig();
  const labels: ConsentLabels = {
    title: t('title'),
    description: t('description'),
    accept: t('accept'),
    reject: t('reject'),
    settings: t('settings'),
    settingsTitle: t('settingsTitle'),
    settingsDescription: t('settingsDescription'),
    save: t('save'),
    close: t('close'),
    alwaysOn: t('alwaysOn'),
    categories: Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        {
          title: t(`categories.${category}.title`),
          description: t(`categories.${category}.description`),
        },
      ]),
    ) as ConsentLabels['categories'],
  };
  return (
    <ConsentBanner
      initial={decodeConsent(cookieStore.get(CONSENT_COOKIE)?.value)}
      tags={{ analytics: config.analyticsTagUrl, marketing: config.marketingTagUrl }}
      nonce={headerStore.get('x-nonce') ?? undefined}
      labels={labels}
    />
  );
}
