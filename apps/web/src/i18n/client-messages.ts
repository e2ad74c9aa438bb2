import type { Messages } from './messages';

/**
 * The message namespaces client components read with `useTranslations`. Only these are passed to
 * the browser: every page carries the client's messages in its inline flight data, and the rest
 * (page metadata, the catalogue, the shell) is translated on the server. A test fails when a
 * client component uses a namespace missing here.
 */
export const CLIENT_NAMESPACES = [
  'account',
  'betBuilder',
  'betslip',
  'common',
  'demoMailbox',
  'demoWidget',
  'error',
  'favourites',
  'jackpots',
  'myBets',
  'notifications',
  'racing',
  'lotteries',
  'saferGambling',
  'matchCentre',
  'bonuses',
  'virtuals',
  'premiumCricket',
] as const satisfies ReadonlyArray<keyof Messages>;

export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];
export type ClientMessages = Pick<Messages, ClientNamespace>;

export function pickClientMessages(messages: Messages): ClientMessages {
  return Object.fromEntries(
    CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]),
  ) as ClientMessages;
}
