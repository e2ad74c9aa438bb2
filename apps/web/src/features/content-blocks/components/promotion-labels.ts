import type { PromotionLabels } from './promotion-cards';

/** A translator of the `contentBlocks.promotion` messages (next-intl's, server side). */
export type PromotionTranslate = (key: string, values?: Record<string, string | number>) => string;

/** The promotion cards' words from the reader's messages (decision 067). */
export function promotionLabelsOf(t: PromotionTranslate): PromotionLabels {
  return {
    types: {
      comboboost: t('types.comboboost'),
      freebet: t('types.freebet'),
      hunting: t('types.hunting'),
      tournament: t('types.tournament'),
      lootbox: t('types.lootbox'),
      amb: t('types.amb'),
    },
    range: (from, to, multiplier) =>
      to === null ? t('rangeFrom', { from, multiplier }) : t('range', { from, to, multiplier }),
    minOdds: (odds) => t('minOdds', { odds }),
    freebetAmount: (amount) => t('freebetAmount', { amount }),
    huntingUpTo: (amount) => t('huntingUpTo', { amount }),
    pool: (amount) => t('pool', { amount }),
    prizes: (count) => t('prizes', { count }),
    until: (date) => t('until', { date }),
    verifiedOnly: t('verifiedOnly'),
    code: t('code'),
    signIn: t('signIn'),
    redeem: t('redeem'),
    buildCombo: t('buildCombo'),
    seeProgress: t('seeProgress'),
    openBonuses: t('openBonuses'),
  };
}
