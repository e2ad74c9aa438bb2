'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { ModalDialog } from '@/components/dialog/modal-dialog';
import { CheckIcon } from '@/components/icons/check-icon';
import { CopyIcon } from '@/components/icons/copy-icon';
import type { ShareLoadProblem } from '../api/share-code';
import styles from './share.module.css';

/**
 * The share dialogs (betting-core §2 "share-bet-not-found" modal, §8). Loaded on first use with
 * next/dynamic: most visits never share or open a shared link.
 */
export function ShareLinkDialog({ link, onClose }: { link: string; onClose(): void }) {
  const t = useTranslations('betslip.share');
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <ModalDialog
      open
      onClose={onClose}
      title={t('title')}
      description={t('description')}
      testId="share-dialog"
    >
      <div className={styles.linkRow}>
        <input
          className={styles.link}
          readOnly
          value={link}
          aria-label={t('linkLabel')}
          data-testid="share-link"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className={buttonClass('primary', 'small', styles.copy)}
          data-testid="share-copy"
          onClick={() => {
            navigator.clipboard
              ?.writeText(link)
              .then(() => setCopied(true))
              // Clipboard refused (permissions): the field is selectable, copying by hand works.
              .catch(() => setCopied(false));
          }}
        >
          {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          {copied ? t('copied') : t('copy')}
        </button>
      </div>
      {canShare ? (
        <button
          type="button"
          className={buttonClass('secondary', 'small', styles.native)}
          onClick={() => void navigator.share({ title: t('title'), url: link }).catch(() => {})}
        >
          {t('nativeShare')}
        </button>
      ) : null}
    </ModalDialog>
  );
}

/** A shared link that could not be loaded: unknown, nothing left to bet on, or try later. */
export function ShareProblemDialog({
  problem,
  onClose,
}: {
  problem: ShareLoadProblem;
  onClose(): void;
}) {
  const t = useTranslations('betslip.share.problems');
  return (
    <ModalDialog
      open
      onClose={onClose}
      title={t(`${problem}.title`)}
      description={t(`${problem}.description`)}
      testId="share-bet-not-found"
    >
      <div className={styles.problemActions} data-problem={problem}>
        <button
          type="button"
          className={buttonClass('primary', 'medium')}
          data-testid="share-problem-ok"
          onClick={onClose}
        >
          {t('ok')}
        </button>
      </div>
    </ModalDialog>
  );
}
