'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { showToast } from '@/lib/toast-store';
import { setLimit } from '../api/rg-client';
import { formatLimitValue } from '../api/rg-format';
import { rgKeys, useLimits } from '../hooks/use-rg-data';
import { LimitForm, type LimitDraft } from './limit-form';
import { IntlScope } from '@/i18n/intl-scope';
import { QueryProvider } from '@/lib/query-provider';
import styles from './safer-gambling.module.css';

/** localStorage: the player skipped the prompt in this browser (per player id). */
const SKIPPED_KEY = 'deposit_limit_prompt_skipped';

function skippedBy(playerId: string): boolean {
  try {
    return window.localStorage.getItem(SKIPPED_KEY)?.split(',').includes(playerId) ?? false;
  } catch {
    return false;
  }
}

function skip(playerId: string): void {
  try {
    const list = window.localStorage.getItem(SKIPPED_KEY)?.split(',').filter(Boolean) ?? [];
    window.localStorage.setItem(SKIPPED_KEY, [...list, playerId].slice(-20).join(','));
  } catch {
    // Without storage the prompt shows again next time; it stays skippable.
  }
}

/**
 * RTS 12A: before a deposit, a player without a deposit limit is offered to set one. Light and
 * skippable: a small form above the deposit form, "Not now" hides it in this browser.
 */
function DepositLimitPromptContent({ playerId, currency }: { playerId: string; currency: string }) {
  const t = useTranslations('saferGambling');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const limits = useLimits();
  const [hidden, setHidden] = useState(() => skippedBy(playerId));
  const [draft, setDraft] = useState<LimitDraft>({ type: 'deposit', period: 'day', text: '' });
  const [pending, setPending] = useState(false);
  const hasDepositLimit = (limits.data ?? []).some((limit) => limit.type === 'deposit');
  if (hidden || !limits.data || hasDepositLimit) return null;
  return (
    <section
      className={styles.prompt}
      aria-labelledby="deposit-limit-prompt"
      data-testid="deposit-limit-prompt"
    >
      <p id="deposit-limit-prompt" className={styles.subheading}>
        {t('prompt.title')}
      </p>
      <p className={styles.muted}>{t('prompt.body')}</p>
      <LimitForm
        compact
        currency={currency}
        draft={draft}
        onDraft={setDraft}
        pending={pending}
        testId="deposit-limit-prompt-form"
        onSubmit={async (input) => {
          setPending(true);
          try {
            await setLimit(input);
            await queryClient.invalidateQueries({ queryKey: rgKeys.limits });
            showToast({
              tone: 'success',
              title: t('prompt.saved', {
                amount: formatLimitValue('deposit', input.amount, currency, locale),
                period: t(`periods.${input.period ?? 'day'}`),
              }),
            });
          } finally {
            setPending(false);
          }
        }}
      />
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('ghost', 'small')}
          onClick={() => {
            skip(playerId);
            setHidden(true);
          }}
          data-testid="deposit-limit-prompt-skip"
        >
          {t('prompt.skip')}
        </button>
      </div>
    </section>
  );
}

export function DepositLimitPrompt({ playerId, currency }: { playerId: string; currency: string }) {
  return (
    <IntlScope>
      <QueryProvider>
        <DepositLimitPromptContent playerId={playerId} currency={currency} />
      </QueryProvider>
    </IntlScope>
  );
}
