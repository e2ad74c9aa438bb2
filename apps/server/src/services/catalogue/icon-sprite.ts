import type { SportIconKey } from '@sportsbook/contract';
/**
 * The icon sprite of GET /fe-api/icons.svg (account-platform §7.2: "a pair of icon sets"): one
 * `<symbol id="sport-<key>">` per sport key and one `<symbol id="icon-<name>">` per general icon,
 * all on a 24 px grid drawn with `currentColor` strokes so the page decides their colour.
 */
/**
 * The same drawings as the web's sport icons were before the page took them from this sprite
 * (decision 032), so the sprite is now their one source; `default` is any sport without its own.
 */
const SPORT_SHAPES: Record<SportIconKey | 'default', string> = {
  football:
    '<circle cx="12" cy="12" r="9"/><path d="m12 8.6 3.2 2.3-1.2 3.8h-4l-1.2-3.8Z"/><path d="M12 8.6V3.2M15.2 10.9l5-1.7M14 14.7l3.1 4.3M10 14.7l-3.1 4.3M8.8 10.9l-5-1.7"/>',
  tennis:
    '<circle cx="12" cy="12" r="9"/><path d="M5.7 5.6c3.4 3.6 3.4 9.2 0 12.8M18.3 5.6c-3.4 3.6-3.4 9.2 0 12.8"/>',
  basketball:
    '<circle cx="12" cy="12" r="9"/><path d="M12 3v18M3 12h18M6 5.3c2.6 3.6 2.6 9.8 0 13.4M18 5.3c-2.6 3.6-2.6 9.8 0 13.4"/>',
  'ice-hockey':
    '<path d="M8.5 3.5 13.6 16H19a1.8 1.8 0 0 1 0 3.6h-6.3a1.9 1.9 0 0 1-1.8-1.2L5.2 3.5"/><ellipse cx="5.5" cy="18.2" rx="2.6" ry="1.4"/>',
  volleyball:
    '<circle cx="12" cy="12" r="9"/><path d="M12 12c.3-3.6 2-6.6 5.3-8.2M12 12c-3.3 1.5-6.7 1.6-9 .2M12 12c2.9 2.1 4.6 5.1 4.7 8.4"/><path d="M8.2 4c2.7 1.4 4.2 4.4 3.8 8M3.6 15.6c2.5-2.4 5.5-3.4 8.4-3.6"/>',
  handball:
    '<circle cx="14" cy="12" r="7"/><path d="M8.6 8.2c3.4 1.4 7.4 1.4 10.8 0M8.6 15.8c3.4-1.4 7.4-1.4 10.8 0M2.5 8.5h2.6M2 12h2.4M2.5 15.5h2.6"/>',
  baseball:
    '<circle cx="12" cy="12" r="9"/><path d="M7.6 4.2c3.2 4.4 3.2 11.2 0 15.6M16.4 4.2c-3.2 4.4-3.2 11.2 0 15.6"/><path d="m8.4 7.3 1.6-.6M9.3 10.6l1.6-.2M9.3 13.6l1.6.2M8.4 16.7l1.6.6M15.6 7.3l-1.6-.6M14.7 10.6l-1.6-.2M14.7 13.6l-1.6.2M15.6 16.7l-1.6.6"/>',
  'american-football':
    '<path d="M4.6 19.4C3.4 13.6 5 9 8.4 6.3s8.5-3.4 11-1.7c1.2 5.8-.4 10.4-3.8 13.1s-8.5 3.4-11 1.7Z"/><path d="m9.5 14.5 5-5M10.3 11.3l2.4 2.4M11.8 9.8l2.4 2.4M8.8 12.8l2.4 2.4M4.9 15.5l3.6 3.6M15.5 4.9l3.6 3.6"/>',
  'table-tennis':
    '<circle cx="10" cy="10" r="6.3"/><path d="m14.6 14.6 5.2 5.2" stroke-width="2.6"/><circle cx="19" cy="5.5" r="1.9"/>',
  cricket:
    '<path d="M15.8 4.2 19.8 8.2 9.6 18.4a1.3 1.3 0 0 1-1.8 0l-2.2-2.2a1.3 1.3 0 0 1 0-1.8Z"/><path d="m6.4 17.6-3 3" stroke-width="2.4"/><circle cx="17.8" cy="17.6" r="2.4"/>',
  cs2: '<circle cx="12" cy="12" r="6.5"/><path d="M12 2.5v5M12 16.5v5M2.5 12h5M16.5 12h5"/><circle cx="12" cy="12" r="1" fill="currentColor"/>',
  'dota-2':
    '<rect x="3.5" y="3.5" width="17" height="17" rx="3"/><path d="M4.5 19.5 19.5 4.5"/><path d="M6.5 12.5v5h5M17.5 11.5v-5h-5"/>',
  'league-of-legends':
    '<path d="M12 2.8 19 5.8v5.6c0 4.4-2.9 8-7 9.8-4.1-1.8-7-5.4-7-9.8V5.8Z"/><path d="M12 6.5v10M8.8 9.5h6.4"/>',
  valorant: '<path d="M3 5.5 12.2 19h4.3L7.3 5.5Z"/><path d="M21 5.5 15.6 14h4.6L21 12.6Z"/>',
  // A horseshoe (decision 048).
  'horse-racing':
    '<path d="M6.5 19.5V11a5.5 5.5 0 0 1 11 0v8.5"/><path d="M4.5 19.5h4M15.5 19.5h4"/><path d="M9 9.5h.01M15 9.5h.01M8.8 14h.01M15.2 14h.01"/>',
  // A running greyhound's head and a trap gate's bars (decision 068).
  'greyhound-racing':
    '<path d="M3.5 13.5c2.2-.3 3.6-1.4 4.6-3.2l1.6-2.8c.6-1 1.6-1.5 2.7-1.3l1.8.3 1.6-1.8.4 2.4 3.4 1.5c.6.3.8 1 .4 1.5l-.7.9h-3.6l-2.4 2.6c-1.3 1.4-3 2.2-4.9 2.2H5"/><path d="M15.6 8.6h.01"/><path d="M4 20.5h16M7 17.5v3M12 17.5v3M17 17.5v3"/>',
  // Three lottery balls (decision 051).
  lotteries:
    '<circle cx="7.5" cy="15.5" r="4"/><circle cx="16.5" cy="15.5" r="4"/><circle cx="12" cy="7.5" r="4"/><path d="M12 6.3v2.4M7.5 14.3v2.4M16.5 14.3v2.4"/>',
  // A screen with the sport in it: virtual football and virtual races (decisions 049, 060).
  'virtual-football':
    '<rect x="3" y="4" width="18" height="13" rx="2"/><circle cx="12" cy="10.5" r="3.6"/><path d="m12 8.9 1.5 1.1-.6 1.8h-1.8l-.6-1.8ZM8 20.5h8M12 17v3.5"/>',
  'virtual-horse-racing':
    '<rect x="3" y="4" width="18" height="13" rx="2"/><path d="M9 14v-3.5a3 3 0 0 1 6 0V14M8 14h2.2M13.8 14H16M8 20.5h8M12 17v3.5"/>',
  default:
    '<circle cx="12" cy="12" r="9"/><path d="M3.5 9.5c5 1.6 12 1.6 17 0M3.5 14.5c5-1.6 12-1.6 17 0"/>',
};

const GENERAL_SHAPES: Record<string, string> = {
  live: '<circle cx="12" cy="12" r="3"/><path d="M7 7a7 7 0 0 0 0 10M17 7a7 7 0 0 1 0 10"/>',
  search: '<circle cx="11" cy="11" r="6"/><path d="m16 16 4 4"/>',
  star: '<path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z"/>',
  calendar: '<rect x="4" y="5" width="16" height="15" rx="2"/><path d="M4 10h16M9 3v4M15 3v4"/>',
  trophy: '<path d="M8 4h8v5a4 4 0 0 1-8 0ZM8 6H4c0 3 2 4 4 4M16 6h4c0 3-2 4-4 4M12 13v4M8 20h8"/>',
  ticket: '<path d="M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4Z"/><path d="M14 7v10"/>',
};

const symbol = (id: string, body: string) =>
  `<symbol id="${id}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${body}</symbol>`;

export function iconSprite(): string {
  const sports = Object.entries(SPORT_SHAPES).map(([key, body]) => symbol(`sport-${key}`, body));
  const general = Object.entries(GENERAL_SHAPES).map(([name, body]) =>
    symbol(`icon-${name}`, body),
  );
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" style="display:none">',
    `<g id="sport-icons">${sports.join('')}</g>`,
    `<g id="general-icons">${general.join('')}</g>`,
    '</svg>',
  ].join('');
}
