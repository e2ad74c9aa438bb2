/** The host SDK as an npm import: `import { createSportsbookEmbed } from '@sportsbook/embed'`. */
export {
  createSportsbookEmbed,
  RESIZE_DEBOUNCE_MS,
  EMBED_PROTOCOL_VERSION,
} from './sportsbook-embed';
export type { EmbedListener, SportsbookEmbed, SportsbookEmbedOptions } from './sportsbook-embed';
export type {
  HostHandledFlow,
  IncomingEmbedPayloads,
  OddsFormatName,
  OutgoingEmbedName,
  OutgoingEmbedPayloads,
  SessionBlockedReason,
  SessionRecoveryStep,
  TokenNeededReason,
} from '@sportsbook/contract/embed-protocol';
