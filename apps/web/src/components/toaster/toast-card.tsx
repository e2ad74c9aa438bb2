'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { CheckIcon } from '@/components/icons/check-icon';
import { CloseIcon } from '@/components/icons/close-icon';
import { IntlScope } from '@/i18n/intl-scope';
import { TOAST_AUTO_CLOSE_MS, useToastStore, type Toast } from '@/lib/toast-store';
import styles from './toaster.module.css';

/** One toast, auto-closing; loaded with the first toast of the page (Toaster). */
export function ToastCard({ toast }: { toast: Toast }) {
  return (
    <IntlScope>
      <ToastCardContent toast={toast} />
    </IntlScope>
  );
}

function ToastCardContent({ toast }: { toast: Toast }) {
  const t = useTranslations('common');
  const dismiss = useToastStore((state) => state.dismiss);

  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), TOAST_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [toast, dismiss]);

  return (
    <div
      className={`${styles.toast} ${styles[toast.tone]}`}
      role={toast.tone === 'error' ? 'alert' : undefined}
      data-testid={`toast-${toast.tone}`}
    >
      <span className={styles.icon} aria-hidden="true">
        {toast.tone === 'error' || toast.tone === 'warning' ? '!' : <CheckIcon size={16} />}
      </span>
      <div className={styles.text}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={t('close')}
        onClick={() => dismiss(toast.id)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
