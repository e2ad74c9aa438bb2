'use client';

import type { Consent } from '@sportsbook/contract/browser';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { subscribe } from '@/lib/event-bus';
import { COOKIE_SETTINGS_HASH } from '../lib/cookie-settings-event';
import { writeConsentCookie } from '../lib/consent-cookie';
import { loadTag } from '../lib/load-tag';
import type { ConsentLabels, ConsentTags } from './consent-labels';
import styles from './consent-banner.module.css';

import { OPTIONAL } from './consent-categories';

/**
 * The settings dialog (and its dialog library) loads only when a visitor opens it: most never
 * do, and it kept ~13 KB of script in every page's first load (issue 17 §3).
 */
const CookieSettingsDialog = lazy(() =>
  import('./cookie-settings-dialog').then((module) => ({ default: module.CookieSettingsDialog })),
);

/**
 * The consent banner and the cookie settings (account-platform §9, decision 032). The banner
 * shows while no choice is stored and the site has an optional tag to ask about; the settings
 * open from `#cookieSettings` or the footer's button at any time. A category's tag loads only
 * once it is granted; taking a grant back reloads the page, since a running tag cannot be
 * unloaded.
 */
export function ConsentBanner({
  initial,
  tags,
  nonce,
  labels,
}: {
  initial: Consent | null;
  tags: ConsentTags;
  nonce: string | undefined;
  labels: ConsentLabels;
}) {
  const [consent, setConsent] = useState<Consent | null>(initial);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [draft, setDraft] = useState<Consent>(initial ?? { analytics: false, marketing: false });
  const asks = OPTIONAL.some((category) => tags[category]);

  const openSettings = useCallback(() => {
    setDraft(consent ?? { analytics: false, marketing: false });
    setSettingsOpen(true);
  }, [consent]);

  useEffect(() => {
    const fromHash = () => {
      if (window.location.hash !== COOKIE_SETTINGS_HASH) return;
      // The hash is a command, not a place: remove it so Back does not reopen the settings.
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      openSettings();
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    const unsubscribe = subscribe('cookie-settings-requested', openSettings);
    return () => {
      window.removeEventListener('hashchange', fromHash);
      unsubscribe();
    };
  }, [openSettings]);

  useEffect(() => {
    for (const category of OPTIONAL) {
      const src = tags[category];
      if (consent?.[category] && src) loadTag(src, nonce);
    }
  }, [consent, tags, nonce]);

  const choose = (next: Consent) => {
    writeConsentCookie(next);
    setSettingsOpen(false);
    if (OPTIONAL.some((category) => consent?.[category] && !next[category] && tags[category])) {
      window.location.reload();
      return;
    }
    setConsent(next);
  };

  return (
    <>
      {consent === null && asks && !settingsOpen ? (
        <section
          className={styles.banner}
          aria-labelledby="consent-banner-title"
          data-testid="consent-banner"
        >
          <div className={styles.text}>
            <h2 id="consent-banner-title" className={styles.title}>
              {labels.title}
            </h2>
            <p className={styles.description}>{labels.description}</p>
          </div>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClass('ghost', 'small')}
              onClick={openSettings}
              data-testid="consent-settings"
            >
              {labels.settings}
            </button>
            <button
              type="button"
              className={buttonClass('secondary', 'small')}
              onClick={() => choose({ analytics: false, marketing: false })}
              data-testid="consent-reject"
            >
              {labels.reject}
            </button>
            <button
              type="button"
              className={buttonClass('primary', 'small')}
              onClick={() => choose({ analytics: true, marketing: true })}
              data-testid="consent-accept"
            >
              {labels.accept}
            </button>
          </div>
        </section>
      ) : null}
      {settingsOpen ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            labels={labels}
            draft={draft}
            onDraftChange={setDraft}
            onClose={() => setSettingsOpen(false)}
            onChoose={choose}
          />
        </Suspense>
      ) : null}
    </>
  );
}
