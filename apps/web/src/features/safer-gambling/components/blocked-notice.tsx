'use client';

import type { BlockWire } from '@sportsbook/contract/browser';
import { useFormatter, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/button/button-class';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { IntlScope } from '@/i18n/intl-scope';
import styles from './safer-gambling.module.css';

/** Support organisations named beside the operator's own page (UK and international). */
const SUPPORT = [
  { name: 'GamCare', url: 'https://www.gamcare.org.uk' },
  { name: 'BeGambleAware', url: 'https://www.begambleaware.org' },
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org' },
] as const;

/**
 * The blocked state (LCCP 3.5): a time-out or self-exclusion is running. Says until when, what
 * it means, and where to get help: our responsible-gambling page and support organisations.
 * Shown in the sign-in form when sign-in is refused and on the page after the block began.
 */
interface BlockedNoticeProps {
  block: BlockWire;
  /** Offered where the player can sign in for withdrawals only (the sign-in form). */
  onWithdraw?: () => void;
}

function BlockedNoticeContent({ block, onWithdraw }: BlockedNoticeProps) {
  const t = useTranslations('saferGambling.blocked');
  const format = useFormatter();
  const end = format.dateTime(new Date(block.ends_at), { dateStyle: 'full', timeStyle: 'short' });
  return (
    <div className={styles.notice} role="alert" data-testid="blocked-notice">
      <p className={styles.subheading}>
        {block.type === 'selfexclusion' ? t('selfExcludedTitle') : t('timedOutTitle')}
      </p>
      <p data-testid="blocked-until">{t('until', { end })}</p>
      <p>{t('meaning')}</p>
      {onWithdraw ? (
        <button
          type="button"
          className={buttonClass('secondary', 'small')}
          onClick={onWithdraw}
          data-testid="blocked-withdraw"
        >
          {t('withdraw')}
        </button>
      ) : null}
      <p>{t('help')}</p>
      <ul className={styles.links}>
        <li>
          <LocaleLink href="/sport/responsible-gambling" data-testid="blocked-help-page">
            {t('ourPage')}
          </LocaleLink>
        </li>
        {SUPPORT.map((organisation) => (
          <li key={organisation.name}>
            <a href={organisation.url} target="_blank" rel="noopener noreferrer">
              {organisation.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function BlockedNotice(props: BlockedNoticeProps) {
  return (
    <IntlScope>
      <BlockedNoticeContent {...props} />
    </IntlScope>
  );
}
