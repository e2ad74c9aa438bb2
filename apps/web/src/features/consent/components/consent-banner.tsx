'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { Consent } from '@sportsbook/contract/browser';
import { useCallback, useEffect, useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { CloseIcon } from '@/components/icons/close-icon';
import { COOKIE_SETTINGS_EVENT, COOKIE_SETTINGS_HASH } from '../lib/cookie-settings-event';
import { writeConsentCookie } from '../lib/consent-cookie';
import { loadTag } from '../lib/load-tag';
import type { ConsentLabels, ConsentTags } from './consent-labels';
import styles from './consent-banner.module.css';

const OPTIONAL = ['analytics', 'marketing'] as const;

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
    window.addEventListener(COOKIE_SETTINGS_EVENT, openSettings);
    return () => {
      window.removeEventListener('hashchange', fromHash);
      window.removeEventListener(COOKIE_SETTINGS_EVENT, openSettings);
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
      <Dialog.Root open={settingsOpen} onOpenChange={setSettingsOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.dialog} data-testid="cookie-settings">
            <div className={styles.dialogHead}>
              <Dialog.Title className={styles.title}>{labels.settingsTitle}</Dialog.Title>
              <Dialog.Close className={styles.close} aria-label={labels.close}>
                <CloseIcon size={20} />
              </Dialog.Close>
            </div>
            <Dialog.Description className={styles.description}>
              {labels.settingsDescription}
            </Dialog.Description>
            <ul className={styles.categories}>
              {(['necessary', ...OPTIONAL] as const).map((category) => {
                const id = `consent-category-${category}`;
                const fixed = category === 'necessary';
                return (
                  <li key={category} className={styles.category}>
                    <div>
                      <label htmlFor={id} className={styles.categoryTitle}>
                        {labels.categories[category].title}
                      </label>
                      <p className={styles.categoryDescription}>
                        {labels.categories[category].description}
                      </p>
                    </div>
                    <span className={styles.switchBox}>
                      <input
                        id={id}
                        type="checkbox"
                        role="switch"
                        className={styles.switch}
                        checked={fixed ? true : draft[category]}
                        disabled={fixed}
                        aria-describedby={fixed ? `${id}-always` : undefined}
                        onChange={(event) =>
                          !fixed && setDraft({ ...draft, [category]: event.target.checked })
                        }
                        data-testid={id}
                      />
                      {fixed ? (
                        <span id={`${id}-always`} className={styles.alwaysOn}>
                          {labels.alwaysOn}
                        </span>
                      ) : null}
                    </span>
                  </li>
                );
              })}
            </ul>
            <div className={styles.dialogActions}>
              <button
                type="button"
                className={buttonClass('secondary', 'small')}
                onClick={() => choose({ analytics: false, marketing: false })}
              >
                {labels.reject}
              </button>
              <button
                type="button"
                className={buttonClass('primary', 'small')}
                onClick={() => choose(draft)}
                data-testid="consent-save"
              >
                {labels.save}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
