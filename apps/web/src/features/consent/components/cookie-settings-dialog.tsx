'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { Consent } from '@sportsbook/contract/browser';
import { buttonClass } from '@/components/button/button-class';
import { CloseIcon } from '@/components/icons/close-icon';
import { OPTIONAL } from './consent-categories';
import type { ConsentLabels } from './consent-labels';
import styles from './consent-banner.module.css';

/** The cookie settings (account-platform §9, decision 032): a category per switch. */
export function CookieSettingsDialog({
  labels,
  draft,
  onDraftChange,
  onClose,
  onChoose,
}: {
  labels: ConsentLabels;
  draft: Consent;
  onDraftChange(next: Consent): void;
  onClose(): void;
  onChoose(next: Consent): void;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
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
                        !fixed && onDraftChange({ ...draft, [category]: event.target.checked })
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
              onClick={() => onChoose({ analytics: false, marketing: false })}
            >
              {labels.reject}
            </button>
            <button
              type="button"
              className={buttonClass('primary', 'small')}
              onClick={() => onChoose(draft)}
              data-testid="consent-save"
            >
              {labels.save}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
