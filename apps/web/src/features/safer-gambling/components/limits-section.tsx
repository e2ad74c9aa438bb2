'use client';

import { SETTABLE_LIMIT_TYPES, type RgLimitWire } from '@sportsbook/contract/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { ModalDialog } from '@/components/dialog/modal-dialog';
import { isApiError } from '@/lib/api-fetch';
import { showToast } from '@/lib/toast-store';
import { confirmLimit, removeLimit, setLimit, type SetLimitInput } from '../api/rg-client';
import { limitInputText } from '../api/rg-format';
import { rgKeys, useLimits } from '../hooks/use-rg-data';
import { LimitCard } from './limit-card';
import { LimitForm, type LimitDraft } from './limit-form';
import styles from './safer-gambling.module.css';

const SETTABLE = new Set<string>(SETTABLE_LIMIT_TYPES);
const EMPTY_DRAFT: LimitDraft = { type: 'deposit', period: 'day', text: '' };

/** The player's limits (RTS 12): each with its use and reset, and the form to set one. */
export function LimitsSection({ currency }: { currency: string }) {
  const t = useTranslations('saferGambling');
  const format = useFormatter();
  const queryClient = useQueryClient();
  const limits = useLimits();
  const [draft, setDraft] = useState<LimitDraft>(EMPTY_DRAFT);
  const [removing, setRemoving] = useState<RgLimitWire | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: rgKeys.limits });
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const failed = (error: unknown) =>
    showToast({
      tone: 'error',
      title: t('errors.generic'),
      description: isApiError(error) ? error.displayMessage : undefined,
    });

  const set = useMutation({
    mutationFn: (input: SetLimitInput) => setLimit(input),
    onSuccess: async (answer) => {
      setDraft((current) => ({ ...current, text: '' }));
      await refresh();
      const effective = answer.limit.pending?.effective_at;
      showToast(
        answer.pending && effective
          ? {
              tone: 'warning',
              title: t('toasts.increaseRequested'),
              description: t('toasts.increaseHint', { time: when(effective) }),
            }
          : { tone: 'success', title: t('toasts.limitSet') },
      );
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => removeLimit(id),
    onSuccess: async (answer) => {
      setRemoving(null);
      await refresh();
      const effective = answer.limit.pending?.effective_at;
      showToast({
        tone: 'warning',
        title: t('toasts.removalRequested'),
        description: effective ? t('toasts.increaseHint', { time: when(effective) }) : undefined,
      });
    },
    onError: failed,
  });
  const confirm = useMutation({
    mutationFn: (id: number) => confirmLimit(id),
    onSuccess: async () => {
      await refresh();
      showToast({ tone: 'success', title: t('toasts.confirmed') });
    },
    onError: failed,
  });

  const rows = (limits.data ?? []).filter(
    (limit) => SETTABLE.has(limit.type) && limit.amount !== null,
  );
  const busy = set.isPending || remove.isPending || confirm.isPending;
  return (
    <section className={styles.card} aria-labelledby="rg-limits" data-testid="rg-limits">
      <h2 id="rg-limits" className={styles.heading}>
        {t('limits.title')}
      </h2>
      <p className={styles.muted}>{t('limits.intro')}</p>
      {limits.isPending ? (
        <div className={styles.loading} aria-busy="true" />
      ) : rows.length === 0 ? (
        <p className={styles.muted} data-testid="limits-empty">
          {t('limits.empty')}
        </p>
      ) : (
        <ul className={styles.limits}>
          {rows.map((limit) => (
            <LimitCard
              key={limit.id}
              limit={limit}
              busy={busy}
              onChange={() => {
                setDraft({
                  type: limit.type as LimitDraft['type'],
                  period: limit.period_name ?? 'day',
                  text: limitInputText(limit.type, limit.amount ?? '0', limit.currency),
                });
                document.getElementById('rg-limit-form')?.scrollIntoView({ block: 'center' });
              }}
              onRemove={() => setRemoving(limit)}
              onConfirm={() => confirm.mutate(limit.id)}
            />
          ))}
        </ul>
      )}
      <div id="rg-limit-form" className={styles.stack}>
        <h3 className={styles.subheading}>{t('form.title')}</h3>
        <p className={styles.muted}>{t('form.hint')}</p>
        <LimitForm
          currency={currency}
          draft={draft}
          onDraft={setDraft}
          pending={set.isPending}
          onSubmit={async (input) => {
            await set.mutateAsync(input);
          }}
        />
      </div>
      <ModalDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('remove.title')}
        description={t('remove.body')}
        testId="limit-remove-dialog"
      >
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={remove.isPending}
            onClick={() => removing && remove.mutate(removing.id)}
            data-testid="limit-remove-confirm"
          >
            {t('remove.confirm')}
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setRemoving(null)}
          >
            {t('common.cancel')}
          </button>
        </div>
      </ModalDialog>
    </section>
  );
}
