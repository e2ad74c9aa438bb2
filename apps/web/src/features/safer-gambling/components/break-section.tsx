'use client';

import {
  SELF_EXCLUSION_MAX_MONTHS,
  SELF_EXCLUSION_MIN_MONTHS,
  SELF_EXCLUSION_PRESET_MONTHS,
  TIME_OUT_MAX_DAYS,
  TIME_OUT_MIN_DAYS,
  TIME_OUT_PRESET_DAYS,
  type BlockResponse,
} from '@sportsbook/contract/browser';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { ModalDialog } from '@/components/dialog/modal-dialog';
import { useLocalizeHref } from '@/components/locale-routing/locale-routing-provider';
import { isApiError } from '@/lib/api-fetch';
import { BLOCKED_PATH, rememberBlock } from '../api/block-memory';
import { startSelfExclusion, startTimeOut } from '../api/rg-client';
import styles from './safer-gambling.module.css';

type Kind = 'timeOut' | 'selfExclusion';

/** When a block chosen now would end, for the confirmation (the server's answer is the truth). */
function plannedEnd(kind: Kind, count: number, now = new Date()): Date {
  const end = new Date(now);
  if (kind === 'timeOut') end.setTime(now.getTime() + count * 86_400_000);
  else end.setUTCMonth(end.getUTCMonth() + count);
  return end;
}

/**
 * Take a break (RTS 14, LCCP 3.5): a time-out of a day to six weeks, or a self-exclusion of six
 * months to five years. Each asks for a deliberate confirmation that says what it does, until
 * when, and that it cannot be undone; then the player is signed out and sees the blocked state.
 */
export function BreakSection() {
  const t = useTranslations('saferGambling.breaks');
  return (
    <section className={styles.card} aria-labelledby="rg-breaks" data-testid="rg-breaks">
      <h2 id="rg-breaks" className={styles.heading}>
        {t('title')}
      </h2>
      <div className={styles.breaks}>
        <BreakChooser
          kind="timeOut"
          presets={TIME_OUT_PRESET_DAYS}
          min={TIME_OUT_MIN_DAYS}
          max={TIME_OUT_MAX_DAYS}
        />
        <BreakChooser
          kind="selfExclusion"
          presets={SELF_EXCLUSION_PRESET_MONTHS}
          min={SELF_EXCLUSION_MIN_MONTHS}
          max={SELF_EXCLUSION_MAX_MONTHS}
        />
      </div>
    </section>
  );
}

function BreakChooser({
  kind,
  presets,
  min,
  max,
}: {
  kind: Kind;
  presets: readonly number[];
  min: number;
  max: number;
}) {
  const t = useTranslations('saferGambling.breaks');
  const format = useFormatter();
  const localize = useLocalizeHref();
  const id = useId();
  const [choice, setChoice] = useState<string>(String(presets[0]));
  const [custom, setCustom] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = choice === 'custom' ? Number(custom) : Number(choice);
  const valid = Number.isInteger(count) && count >= min && count <= max;
  const unit = (value: number) =>
    kind === 'timeOut' ? t('days', { count: value }) : t('months', { count: value });
  const end = format.dateTime(plannedEnd(kind, valid ? count : min), {
    dateStyle: 'full',
    timeStyle: 'short',
  });

  async function start() {
    setPending(true);
    setError(null);
    try {
      const answer: BlockResponse =
        kind === 'timeOut' ? await startTimeOut(count) : await startSelfExclusion(count);
      rememberBlock(answer.block);
      // The server ended every session of the player: a full load leaves no signed-in state.
      window.location.assign(localize(BLOCKED_PATH));
    } catch (cause) {
      setPending(false);
      setError(isApiError(cause) ? cause.displayMessage : t('failed'));
    }
  }

  return (
    <div className={styles.stack} data-testid={`break-${kind}`}>
      <h3 className={styles.subheading}>{t(`${kind}.title`)}</h3>
      <p className={styles.muted}>{t(`${kind}.intro`)}</p>
      <fieldset className={styles.choices}>
        <legend className={styles.label}>{t(`${kind}.length`)}</legend>
        {presets.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-length`}
              value={String(value)}
              checked={choice === String(value)}
              onChange={() => setChoice(String(value))}
              data-testid={`${kind}-${value}`}
            />
            {unit(value)}
          </label>
        ))}
        <label className={styles.choice}>
          <input
            type="radio"
            name={`${id}-length`}
            value="custom"
            checked={choice === 'custom'}
            onChange={() => setChoice('custom')}
            data-testid={`${kind}-custom`}
          />
          {t('other')}
        </label>
      </fieldset>
      {choice === 'custom' ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-custom`}>
            {t(`${kind}.custom`, { min, max })}
          </label>
          <input
            id={`${id}-custom`}
            className={styles.control}
            inputMode="numeric"
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
            aria-invalid={custom !== '' && !valid ? true : undefined}
          />
          {custom !== '' && !valid ? (
            <span className={styles.error}>{t('range', { min, max })}</span>
          ) : null}
        </div>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={!valid}
          onClick={() => {
            setUnderstood(false);
            setError(null);
            setConfirming(true);
          }}
          data-testid={`${kind}-start`}
        >
          {t(`${kind}.start`)}
        </button>
      </div>
      <ModalDialog
        open={confirming}
        onClose={() => !pending && setConfirming(false)}
        title={t(`${kind}.confirmTitle`, { length: valid ? unit(count) : '' })}
        testId={`${kind}-dialog`}
      >
        <div className={styles.stack}>
          <p className={styles.notice} data-testid="break-until">
            {t('until', { end })}
          </p>
          <ul className={styles.links}>
            <li>{t('signedOut')}</li>
            <li>{t('noPlay')}</li>
            <li>{t('withdrawals')}</li>
            <li>{t('noMarketing')}</li>
            <li>
              <strong>{t(`${kind}.final`)}</strong>
            </li>
          </ul>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
              data-testid="break-understood"
            />
            {t(`${kind}.understood`)}
          </label>
          {error ? (
            <p className={styles.alert} role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClass('primary', 'medium', styles.danger)}
              disabled={!understood || pending}
              onClick={() => void start()}
              data-testid="break-confirm"
            >
              {t(`${kind}.confirm`)}
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={pending}
              onClick={() => setConfirming(false)}
            >
              {t('keepPlaying')}
            </button>
          </div>
        </div>
      </ModalDialog>
    </div>
  );
}
