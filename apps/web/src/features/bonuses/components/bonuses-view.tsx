'use client';

import type { BonusWire } from '@sportsbook/contract';
import { formatMoney, isNewBonus, type CurrencyCode } from '@sportsbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { ModalDialog } from '@/components/dialog/modal-dialog';
import { IntlScope } from '@/i18n/intl-scope';
import { bonusKeys } from '@/lib/bonus-keys';
import { QueryProvider } from '@/lib/query-provider';
import { useAuthStatus } from '@/lib/session-store';
import {
  activateBonus,
  bonusTerms,
  markBonusesSeen,
  pastBonuses,
  unavailableBonuses,
  usableBonuses,
} from '../api/bonus-client';
import { unavailableReasons } from '../lib/unavailable-reasons';
import { LootboxProof, LootboxSection, usePrizeLabel } from './lootbox';
import { FarmingProgress, Leaderboard } from './farming';
import { AverageBetsSection, BoostBadge, BoostButton } from './average-bets';
import { PromoCodeForm } from './promo-code-form';
import styles from './bonuses.module.css';

/** The bonuses area (issue 19): promo code, active, available and past bonuses, their terms. */
export function BonusesView() {
  return (
    <IntlScope>
      <QueryProvider>
        <Bonuses />
      </QueryProvider>
    </IntlScope>
  );
}

function Bonuses() {
  const t = useTranslations('bonuses');
  const signedIn = useAuthStatus() === 'loggedIn';
  const [open, setOpen] = useState<BonusWire | null>(null);
  const usable = useQuery({
    queryKey: bonusKeys.usable,
    queryFn: ({ signal }) => usableBonuses(signal),
    enabled: signedIn,
  });
  const past = useQuery({
    queryKey: bonusKeys.past,
    queryFn: ({ signal }) => pastBonuses(signal),
    enabled: signedIn,
  });
  const unavailable = useQuery({
    queryKey: bonusKeys.unavailable,
    queryFn: ({ signal }) => unavailableBonuses(signal),
    enabled: signedIn,
  });
  // The area shows them: unseen bonuses are seen now (only unseen ones change, §4).
  const unseen = (usable.data ?? []).filter(isNewBonus);
  const unseenIds = unseen.map((b) => b.id).join(',');
  useEffect(() => {
    if (unseen.length > 0) void markBonusesSeen(unseen).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per set of unseen ids
  }, [unseenIds]);

  if (!signedIn) return <p className={styles.empty}>{t('signedOut')}</p>;
  const active = (usable.data ?? []).filter((b) => b.status === 'active');
  const available = (usable.data ?? []).filter(
    (b) => b.status === 'available' && b.bonus_type !== 'lootbox',
  );
  const boxes = (usable.data ?? []).filter((b) => b.bonus_type === 'lootbox');
  return (
    <div className={styles.area} data-testid="bonuses-area">
      <PromoCodeForm />
      <LootboxSection boxes={boxes} />
      <AverageBetsSection enabled={signedIn} />
      <BonusSection
        title={t('sections.active')}
        bonuses={active}
        loading={usable.isPending}
        testId="bonuses-active"
        onOpen={setOpen}
      />
      <BonusSection
        title={t('sections.available')}
        bonuses={available}
        loading={usable.isPending}
        testId="bonuses-available"
        onOpen={setOpen}
      />
      <UnavailableSection bonuses={unavailable.data ?? []} onOpen={setOpen} />
      <BonusSection
        title={t('sections.past')}
        bonuses={past.data ?? []}
        loading={past.isPending}
        testId="bonuses-past"
        onOpen={setOpen}
      />
      {open ? <BonusDetail bonus={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

function BonusSection({
  title,
  bonuses,
  loading,
  testId,
  onOpen,
}: {
  title: string;
  bonuses: readonly BonusWire[];
  loading: boolean;
  testId: string;
  onOpen(bonus: BonusWire): void;
}) {
  const t = useTranslations('bonuses');
  return (
    <section className={styles.section} data-testid={testId}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {loading ? null : bonuses.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {bonuses.map((bonus) => (
            <li key={bonus.id}>
              <BonusCard bonus={bonus} onOpen={() => onOpen(bonus)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Bonuses the player could use but for a condition of theirs (a verified phone, a country),
 * each with what stands in the way; only shown when there are some.
 */
function UnavailableSection({
  bonuses,
  onOpen,
}: {
  bonuses: readonly BonusWire[];
  onOpen(bonus: BonusWire): void;
}) {
  const t = useTranslations('bonuses');
  if (bonuses.length === 0) return null;
  return (
    <section className={styles.section} data-testid="bonuses-not-available">
      <h2 className={styles.sectionTitle}>{t('sections.notAvailable')}</h2>
      <ul className={styles.list}>
        {bonuses.map((bonus) => (
          <li key={bonus.id}>
            <BonusCard bonus={bonus} onOpen={() => onOpen(bonus)} />
            <ul className={styles.reasons} data-testid="bonus-unavailable-reasons">
              {unavailableReasons(bonus).map((reason) => (
                <li key={reason.key}>
                  {reason.key === 'verify'
                    ? t('notAvailable.verify')
                    : t('notAvailable.countries', { countries: reason.countries.join(', ') })}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "5,00 €" for a freebet, "×1.05 – ×1.10" for a comboboost, an opened lootbox's prize. */
function useBonusValue() {
  const locale = useLocale();
  const prizeLabel = usePrizeLabel();
  return (bonus: BonusWire) => {
    if (bonus.lootbox) {
      const prize =
        bonus.lootbox.prize_index === null
          ? undefined
          : bonus.lootbox.prizes[bonus.lootbox.prize_index];
      return prize ? prizeLabel(prize) : '';
    }
    if (bonus.bonus_type === 'freebet' && bonus.amount && bonus.currency)
      return formatMoney(BigInt(bonus.amount), bonus.currency as CurrencyCode, locale);
    // A tournament shows its pool; a hunting its progress (below the name).
    if (bonus.bonus_type === 'tournament' && bonus.farming?.initial_pool && bonus.currency)
      return formatMoney(
        BigInt(bonus.farming.initial_pool),
        bonus.currency as CurrencyCode,
        locale,
      );
    if (bonus.bonus_type === 'hunting') return '';
    const odds = bonus.ranges.map((r) => r.bonus_odds);
    if (odds.length === 0) return '';
    // Two decimals in the page's locale ("1.05", "1,05").
    const multiplier = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const low = multiplier.format(Math.min(...odds));
    const high = multiplier.format(Math.max(...odds));
    return low === high ? `×${low}` : `×${low} – ×${high}`;
  };
}

function BonusCard({ bonus, onOpen }: { bonus: BonusWire; onOpen(): void }) {
  const t = useTranslations('bonuses');
  const format = useFormatter();
  const value = useBonusValue();
  return (
    <button
      type="button"
      className={styles.card}
      data-kind={bonus.bonus_type}
      data-testid="bonus-card"
      data-bonus-id={bonus.id}
      onClick={onOpen}
    >
      <span className={styles.cardKind}>{t(`kinds.${bonus.type ?? bonus.bonus_type}`)}</span>
      <strong className={styles.cardName}>{bonus.name}</strong>
      {value(bonus) ? (
        <span className={styles.cardValue} data-testid="bonus-value">
          <bdi dir="ltr">{value(bonus)}</bdi>
        </span>
      ) : null}
      <span className={styles.cardMeta}>
        {t(`statuses.${bonus.status}`)}
        {bonus.expired_at
          ? ` · ${t('until', { date: format.dateTime(new Date(bonus.expired_at), { dateStyle: 'medium' }) })}`
          : ''}
        {/* BON-005: one not available to the player is not announced as new. */}
        {isNewBonus(bonus) ? <span className={styles.new}>{t('new')}</span> : null}
      </span>
      <BoostBadge bonus={bonus} />
      <FarmingProgress bonus={bonus} />
    </button>
  );
}

function BonusDetail({ bonus: opened, onClose }: { bonus: BonusWire; onClose(): void }) {
  const t = useTranslations('bonuses');
  // A boost answers the freebet with its new amount: the modal shows it at once.
  const [bonus, setBonus] = useState(opened);
  const value = useBonusValue();
  const queryClient = useQueryClient();
  const terms = useQuery({
    queryKey: bonusKeys.terms(bonus.id),
    queryFn: ({ signal }) => bonusTerms(bonus, signal),
  });
  const activate = useMutation({
    mutationFn: () => activateBonus(bonus),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bonusKeys.all });
      onClose();
    },
  });
  return (
    <ModalDialog open onClose={onClose} title={bonus.name} testId="bonus-detail">
      <div className={styles.detail}>
        {value(bonus) ? (
          <p className={styles.detailValue}>
            <bdi dir="ltr">{value(bonus)}</bdi>
          </p>
        ) : null}
        <p className={styles.cardKind}>{t(`kinds.${bonus.type ?? bonus.bonus_type}`)}</p>
        <BoostBadge bonus={bonus} />
        <BoostButton bonus={bonus} onBoosted={setBonus} />
        <FarmingProgress bonus={bonus} />
        {bonus.bonus_type === 'tournament' ? <Leaderboard bonus={bonus} /> : null}
        <h3 className={styles.termsTitle}>{t('terms')}</h3>
        {terms.isPending ? (
          <p className={styles.empty}>{t('loading')}</p>
        ) : (
          <ul className={styles.terms} data-testid="bonus-terms">
            {(terms.data ?? '').split('\n').map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <LootboxProof box={bonus} />
        {bonus.status === 'available' && bonus.bonus_type !== 'lootbox' ? (
          <button
            type="button"
            className={buttonClass('primary', 'medium')}
            disabled={activate.isPending}
            data-testid="bonus-activate"
            onClick={() => activate.mutate()}
          >
            {t('activate')}
          </button>
        ) : null}
        {activate.isError ? (
          <p className={styles.fieldError} role="alert">
            {t('activateFailed')}
          </p>
        ) : null}
      </div>
    </ModalDialog>
  );
}
