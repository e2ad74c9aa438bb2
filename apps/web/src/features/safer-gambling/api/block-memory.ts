import type { BlockWire } from '@sportsbook/contract/browser';

/**
 * The block that just began (or refused a sign-in), kept for this tab so the page shown after
 * the player is signed out can say until when and where to get help. sessionStorage: it is
 * nobody else's business and goes with the tab.
 */
const KEY = 'rg_block';

export function rememberBlock(block: BlockWire): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(block));
  } catch {
    // Without storage the page shows the general help instead; the server still refuses.
  }
}

export function recalledBlock(now = Date.now()): BlockWire | null {
  try {
    const text = window.sessionStorage.getItem(KEY);
    if (!text) return null;
    const block = JSON.parse(text) as BlockWire;
    return typeof block.ends_at === 'string' && Date.parse(block.ends_at) > now ? block : null;
  } catch {
    return null;
  }
}

const WITHDRAWAL_ONLY_KEY = 'rg_withdrawal_only';

/**
 * This tab signed in a blocked player for withdrawals only (issue 18: a time-out or exclusion
 * keeps withdrawals possible). The runtime then keeps the session when the sportsbook session is
 * refused, instead of signing the player out; bets and deposits stay refused by the server.
 */
export function markWithdrawalOnly(on: boolean): void {
  try {
    if (on) window.sessionStorage.setItem(WITHDRAWAL_ONLY_KEY, '1');
    else window.sessionStorage.removeItem(WITHDRAWAL_ONLY_KEY);
  } catch {
    // Without storage a withdrawal-only session ends like any blocked one; sign in again.
  }
}

export function isWithdrawalOnly(): boolean {
  try {
    return window.sessionStorage.getItem(WITHDRAWAL_ONLY_KEY) === '1';
  } catch {
    return false;
  }
}

/** The page the player lands on once a time-out or self-exclusion has signed them out. */
export const BLOCKED_PATH = '/sport/profile/safer-gambling';
