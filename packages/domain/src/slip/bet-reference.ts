/**
 * The short reference a player quotes to support, the same on the slip's receipt, in bet
 * history, in toasts and in notifications: the bet id's last ten hex digits, upper case (a bet id
 * is a UUIDv7, whose first digits are a timestamp and whose last ones are random).
 */
export function betReference(betId: string): string {
  return betId.replace(/-/g, '').slice(-10).toUpperCase();
}
