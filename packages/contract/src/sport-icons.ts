/**
 * The sport keys the icon sprite (GET /fe-api/icons.svg, decision 032) draws: the server draws
 * each of them and the page asks the sprite for exactly these, any other key getting the generic
 * ball. One list for both, so a sport's icon cannot exist on one side only (the racing and
 * lottery icons were drawn but never shown: the page's own copy of the list lacked them).
 */
export const SPORT_ICON_KEYS = [
  'football',
  'tennis',
  'basketball',
  'ice-hockey',
  'volleyball',
  'handball',
  'baseball',
  'american-football',
  'table-tennis',
  'cricket',
  'cs2',
  'dota-2',
  'league-of-legends',
  'valorant',
  'horse-racing',
  'greyhound-racing',
  'lotteries',
  'virtual-football',
  'virtual-horse-racing',
] as const;

export type SportIconKey = (typeof SPORT_ICON_KEYS)[number];
