'use client';

import type { OutOfLimitWire } from '@sportsbook/contract/browser';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { IntlScope } from '@/i18n/intl-scope';
import { formatLimitValue } from '../api/rg-format';

/**
 * A refusal by a limit, in the reader's words (the slip's per-bet error, a refused deposit):
 * which limit, its amount and period, what is left, and when it resets.
 */
function OutOfLimitContent({ limit }: { limit: OutOfLimitWire }) {
  const t = useTranslations('saferGambling');
  const format = useFormatter();
  const locale = useLocale();
  const value = (amount: string) => formatLimitValue(limit.type, amount, limit.currency, locale);
  const name = t(`types.${limit.type}`);
  const text = limit.period_name
    ? t('outOfLimit.message', {
        limit: name,
        amount: value(limit.amount),
        period: t(`periods.${limit.period_name}`),
        remaining: value(limit.remaining),
      })
    : t('outOfLimit.messageNoPeriod', { limit: name, amount: value(limit.amount) });
  const resets = limit.resets_at
    ? t('outOfLimit.resets', {
        time: format.dateTime(new Date(limit.resets_at), {
          dateStyle: 'medium',
          timeStyle: 'short',
        }),
      })
    : '';
  return (
    <span data-testid="out-of-limit">
      {text}
      {resets ? ` ${resets}` : ''}
    </span>
  );
}

export function OutOfLimitText({ limit }: { limit: OutOfLimitWire }) {
  return (
    <IntlScope>
      <OutOfLimitContent limit={limit} />
    </IntlScope>
  );
}
