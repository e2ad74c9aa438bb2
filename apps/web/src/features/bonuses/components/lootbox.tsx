'use client';

import type { BonusWire, LootboxPrizeWire } from '@sportsbook/contract';
import {
  formatMoney,
  lootboxImageSize,
  lootboxProofProblem,
  type CurrencyCode,
} from '@sportsbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { bonusKeys } from '@/lib/bonus-keys';
import { activateBonus } from '../api/bonus-client';
import styles from './lootbox.module.css';

/**
 * Lootboxes in the bonuses area (issue 19, decision 056): a card per box with its image (sized
 * by the §9 rule, LBX-008), the published prize table, Open with a short reveal (none under
 * prefers-reduced-motion), the prize, and the fairness proof checked in the browser (LBX-006).
 */
export function LootboxSection({ boxes }: { boxes: readonly BonusWire[] }) {
  const t = useTranslations('bonuses.lootbox');
  // Opened here: kept on screen with the prize after the lists drop the spent box.
  const [opened, setOpened] = useState<ReadonlyMap<string, BonusWire>>(new Map());
  const shown = [
    ...boxes.map((b) => opened.get(b.id) ?? b),
    ...[...opened.values()].filter((o) => !boxes.some((b) => b.id === o.id)),
  ];
  if (shown.length === 0) return null;
  const size = lootboxImageSize(shown.length);
  return (
    <section className={styles.section} data-testid="lootboxes">
      <h2 className={styles.title}>{t('title')}</h2>
      <ul className={styles.list} data-size={size}>
        {shown.map((box) => (
          <li key={box.id}>
            <LootboxCard
              box={box}
              size={size}
              onOpened={(wire) => setOpened((m) => new Map(m).set(wire.id, wire))}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "5,00 € freebet", "Comboboost · name", "Nothing this time". */
export function usePrizeLabel() {
  const t = useTranslations('bonuses.lootbox');
  const locale = useLocale();
  return (prize: LootboxPrizeWire) =>
    prize.kind === 'freebet' && prize.amount && prize.currency
      ? t('prizes.freebet', {
          amount: formatMoney(BigInt(prize.amount), prize.currency as CurrencyCode, locale),
        })
      : prize.kind === 'comboboost'
        ? t('prizes.comboboost', { name: prize.name })
        : t('prizes.nothing');
}

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function LootboxCard({
  box,
  size,
  onOpened,
}: {
  box: BonusWire;
  size: string;
  onOpened(wire: BonusWire): void;
}) {
  const t = useTranslations('bonuses.lootbox');
  const locale = useLocale();
  const label = usePrizeLabel();
  const queryClient = useQueryClient();
  // The reveal waits for the shake to end (its animationend), at once with reduced motion.
  const [shaken, setShaken] = useState(false);
  const open = useMutation({
    mutationFn: () => activateBonus(box),
    onMutate: () => setShaken(reducedMotion()),
    onSuccess: (wire) => {
      onOpened(wire);
      void queryClient.invalidateQueries({ queryKey: bonusKeys.all });
    },
  });
  const lootbox = box.lootbox;
  if (!lootbox) return null;
  const total = lootbox.prizes.reduce((s, p) => s + p.weight, 0);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const revealed = lootbox.opened && (shaken || !open.isSuccess);
  const phase = revealed ? 'open' : open.isPending || open.isSuccess ? 'opening' : 'closed';
  const prize = lootbox.prize_index === null ? undefined : lootbox.prizes[lootbox.prize_index];
  return (
    <article className={styles.card} data-testid="lootbox-card" data-bonus-id={box.id}>
      <div
        className={styles.image}
        data-size={size}
        data-phase={phase}
        data-testid="lootbox-image"
        onAnimationEnd={() => setShaken(true)}
      >
        <LootboxImage open={phase === 'open'} />
      </div>
      <div className={styles.body}>
        <strong className={styles.name}>{box.name}</strong>
        {revealed && prize ? (
          <p className={styles.prize} data-testid="lootbox-prize" role="status">
            <span className={styles.prizeLabel}>{t('yourPrize')}</span>
            <bdi dir="auto">{label(prize)}</bdi>
          </p>
        ) : phase === 'opening' ? (
          <p className={styles.opening} role="status">
            {t('opening')}
          </p>
        ) : (
          <button
            type="button"
            className={buttonClass('primary', 'medium')}
            disabled={open.isPending || lootbox.opened}
            data-testid="lootbox-open"
            onClick={() => open.mutate()}
          >
            {t('open')}
          </button>
        )}
        {open.isError ? (
          <p className={styles.error} role="alert">
            {t('openFailed')}
          </p>
        ) : null}
        <details className={styles.table}>
          <summary>{t('table')}</summary>
          <ul>
            {lootbox.prizes.map((p, i) => (
              <li key={i} data-won={revealed && i === lootbox.prize_index ? 'true' : undefined}>
                <bdi dir="auto">{label(p)}</bdi>
                <span>{percent.format(p.weight / total)}</span>
              </li>
            ))}
          </ul>
        </details>
        {revealed ? <LootboxProof box={box} /> : <SeedHash hash={lootbox.seed_hash} />}
      </div>
    </article>
  );
}

function SeedHash({ hash }: { hash: string }) {
  const t = useTranslations('bonuses.lootbox');
  return (
    <p className={styles.hash}>
      <span>{t('seedHash')}</span>
      <code data-testid="lootbox-seed-hash">{hash}</code>
      <span className={styles.hint}>{t('sealed')}</span>
    </p>
  );
}

/** The proof of an opened box: hash, seed and a check run here, in the browser (LBX-006). */
export function LootboxProof({ box }: { box: BonusWire }) {
  const t = useTranslations('bonuses.lootbox');
  const [result, setResult] = useState<'ok' | 'failed' | null>(null);
  const lootbox = box.lootbox;
  if (!lootbox?.opened || lootbox.seed === null || lootbox.prize_index === null) return null;
  const verify = () =>
    setResult(
      lootboxProofProblem({
        boxId: box.id,
        seedHash: lootbox.seed_hash,
        serverSeed: lootbox.seed!,
        prizes: lootbox.prizes,
        prizeIndex: lootbox.prize_index!,
      }) === undefined
        ? 'ok'
        : 'failed',
    );
  return (
    <details className={styles.proof} data-testid="lootbox-proof">
      <summary>{t('proof')}</summary>
      <dl>
        <dt>{t('seedHash')}</dt>
        <dd>
          <code>{lootbox.seed_hash}</code>
        </dd>
        <dt>{t('seed')}</dt>
        <dd>
          <code data-testid="lootbox-seed">{lootbox.seed}</code>
        </dd>
      </dl>
      <p className={styles.hint}>{t('howToVerify')}</p>
      <button
        type="button"
        className={buttonClass('secondary', 'small')}
        data-testid="lootbox-verify"
        onClick={verify}
      >
        {t('verify')}
      </button>
      {result ? (
        <p
          className={result === 'ok' ? styles.verified : styles.error}
          role="status"
          data-testid="lootbox-verified"
          data-result={result}
        >
          {result === 'ok' ? t('verified') : t('verifyFailed')}
        </p>
      ) : null}
    </details>
  );
}

/** A gift box drawn in the theme's colours; its lid lifts when open. */
function LootboxImage({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <rect className={styles.boxBody} x="18" y="52" width="84" height="58" rx="6" />
      <rect className={styles.ribbon} x="54" y="52" width="12" height="58" />
      <g className={styles.lid} data-open={open ? 'true' : undefined}>
        <rect className={styles.boxLid} x="12" y="36" width="96" height="20" rx="5" />
        <rect className={styles.ribbon} x="54" y="36" width="12" height="20" />
        <path
          className={styles.bow}
          d="M60 36c-10-16-30-14-24-2 4 6 16 4 24 2zm0 0c10-16 30-14 24-2-4 6-16 4-24 2z"
        />
      </g>
      {open ? (
        <g className={styles.sparkles}>
          <circle cx="40" cy="22" r="3" />
          <circle cx="80" cy="18" r="3" />
          <circle cx="60" cy="10" r="4" />
        </g>
      ) : null}
    </svg>
  );
}
