/**
 * Jackpots and loyalty (issue 20): the public parts other code may use.
 * - `JackpotBanner`: the active jackpots' levels with live pools and the recent hits.
 * - `JackpotHitWatcher`: the signed-in winner's hit modal on every page (marked seen when closed).
 * - `LoyaltyCard`: the player's comp points, status group and progress to the next.
 * - `JackpotSlipNote`: the slip's line naming the jackpots its stakes feed.
 */
export {
  JackpotBanner,
  JackpotHitWatcher,
  JackpotSlipNote,
  LoyaltyCard,
} from './components/lazy-banner';
