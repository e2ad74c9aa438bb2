/**
 * Consent (account-platform §9, decision 032), the parts any page or the footer may use: the
 * "Cookie settings" button and the hash and function that open the settings.
 * Server-only: what a route's server code uses; never imported by client code.
 */
export { ConsentManager } from './components/consent-manager.server';
