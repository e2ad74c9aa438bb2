import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { BetslipLabels } from './betslip-labels';

export async function getBetslipLabels(): Promise<BetslipLabels> {
  const t = await getTranslations('betslip');
  return {
    label: t('label'),
    open: t('open'),
    close: t('close'),
    collapse: t('collapse'),
    tabsLabel: t('tabsLabel'),
    tabs: { BET_SLIP: t('tabs.BET_SLIP'), MY_BETS: t('tabs.MY_BETS') },
    emptyTitle: t('empty.title'),
    emptyHint: t('empty.hint'),
    quickBet: t('quickBet.title'),
    quickBetHint: t('quickBet.hint'),
    preferences: t('preferences.label'),
  };
}
