/**
 * Bonuses on the web (issue 19, decision 052): the public parts.
 * - `BonusesView` (the /sport/profile/bonuses page): promo code, active, available and past
 *   bonuses, detail and terms.
 * - `BonusToasts` (layout): the toast of `bonus issued`, closed on logout.
 * - `PromoCodeField`: the promo-code field alone (a content page's promocode block, decision 067).
 * The slip's bonuses live in the betslip feature (its own components and hooks).
 */
export { BonusesView } from './components/bonuses-view';
export { BonusToasts } from './components/bonus-toasts';
export { PromoCodeField } from './components/promo-code-field';
