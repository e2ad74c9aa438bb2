/**
 * Lotteries (issue 22, decision 051): /sport/lotteries — the next draws with a countdown, their
 * seed hash and markets, and the last results with the balls and the proof, verified here.
 */
export { LotteriesView } from './components/lotteries-view';
