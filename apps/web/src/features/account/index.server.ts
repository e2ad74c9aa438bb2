/**
 * The account feature: sign-in and sign-up modals, the account layer, the header's account area,
 * the wallet, the demo mailbox and the demo payment widget (account-platform).
 * Server-only: what a route's server code uses; never imported by client code.
 */
export { redirectToModal } from './api/users-route.server';
