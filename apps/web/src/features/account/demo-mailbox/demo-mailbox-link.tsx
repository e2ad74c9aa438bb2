'use client';

import { useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { buttonClass } from '@/components/button/button-class';
import { DEMO_MAILBOX_PATH, useDemoMailbox } from './demo-mailbox';
import { useModalStore } from '../modals/modal-store';
import styles from '../modals/form.module.css';

/**
 * "Open your demo mailbox" on a check-your-mail step, in demo mode only: the embedded demo sends
 * no real mail, so without this a newcomer could never confirm, reset or unlock.
 */
export function DemoMailboxLink() {
  const t = useTranslations('account.demoMailbox');
  const close = useModalStore((state) => state.close);
  if (!useDemoMailbox()) return null;
  return (
    <div className={styles.demoMailbox} data-testid="demo-mailbox-hint">
      <p>{t('hint')}</p>
      <LocaleLink
        href={DEMO_MAILBOX_PATH}
        className={buttonClass('secondary', 'large', styles.submit)}
        data-testid="open-demo-mailbox"
        // The mailbox is a page: the modal would stay open over it.
        onClick={close}
      >
        {t('open')}
      </LocaleLink>
    </div>
  );
}
