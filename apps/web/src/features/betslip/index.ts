/**
 * The bet slip: its panel and tab button, and the light state every page needs before the slip's
 * layer loads (picks, quick-bet switch, odds format: decision 019).
 */
export { BetslipPanel } from './components/betslip-panel';
export { BetslipTabButton } from './components/betslip-tab-button';
export { useSlipSelected, useSlipSummary, pickSelection, pickEachWay } from './state/betslip-picks';
export { setOddsFormat, useShowOdds } from './state/odds-format-store';
export { useQuickBetEnabled } from './state/quick-bet-switch';
export { usePlayerBetting } from './state/player-betting';
export { deviceId } from './api/place-bets';
export { addCustomBetToSlip, useCustomSlip } from './state/custom-bet-store';
export type { CustomBetInput } from './state/custom-bets';
export { CustomBetTicketModal } from './components/custom-bet-ticket';
