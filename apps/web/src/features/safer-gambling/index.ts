/**
 * Safer gambling (issue 18, RTS 12–14): the public parts other code may use.
 * - `SaferGamblingGate` (layout): loads the signed-in runtime (session, reality check, activity
 *   tracking, deposit reminder, their dialogs) once a player is signed in.
 * - `SaferGamblingView` (the /sport/profile/safer-gambling page).
 * - `BlockedNotice`, `blockOf`, `isBlockedCode`, `markWithdrawalOnly` (the sign-in form's refusal
 *   of a blocked player, and its sign-in for withdrawals only).
 * - `DepositLimitPrompt` (RTS 12A, above the deposit form), `OutOfLimitText`, `outOfLimitOf`
 *   (a refusal by a limit in the slip or the deposit form).
 */
export { SaferGamblingGate } from './components/safer-gambling-gate';
// Loaded on first render (see lazy-parts.tsx): the entry stays light for the layout.
export {
  BlockedNotice,
  DepositLimitPrompt,
  OutOfLimitText,
  SaferGamblingView,
} from './components/lazy-parts';
export { blockOf, isBlockedCode, outOfLimitOf } from './api/rg-errors';
export { markWithdrawalOnly, rememberBlock } from './api/block-memory';
