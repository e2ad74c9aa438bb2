/**
 * The player's bets: the slip's My bets tab and the bets history page.
 */
export { BetsHistoryView } from './components/bets-history-view';
export { MyBetsSlot } from './components/my-bets-slot';
