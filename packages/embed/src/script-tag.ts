/**
 * The host SDK as one `<script src="…/sport/embed.js">`: the server bundles this file into an
 * IIFE that sets `window.SportsbookEmbed` (docs/decisions/039).
 */
import {
  EMBED_PROTOCOL_VERSION,
  RESIZE_DEBOUNCE_MS,
  createSportsbookEmbed,
} from './sportsbook-embed';

declare global {
  interface Window {
    SportsbookEmbed?: {
      create: typeof createSportsbookEmbed;
      protocolVersion: number;
      resizeDebounceMs: number;
    };
  }
}

window.SportsbookEmbed = {
  create: createSportsbookEmbed,
  protocolVersion: EMBED_PROTOCOL_VERSION,
  resizeDebounceMs: RESIZE_DEBOUNCE_MS,
};
