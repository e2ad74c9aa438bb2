/**
 * The account feature: sign-in and sign-up modals, the account layer, the header's account area,
 * the wallet, the demo mailbox and the demo payment widget (account-platform).
 */
export { AccountArea } from './header/account-area';
export { AccountProvider } from './session/account-provider';
export { DemoMailboxView } from './demo-mailbox/demo-mailbox-view';
export { DemoPaymentWidget } from './wallet/demo-payment-widget';
export { GuestOnly } from './session/guest-only';
export { WalletView } from './wallet/wallet-view';
