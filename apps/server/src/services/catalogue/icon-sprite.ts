/**
 * The icon sprite of GET /fe-api/icons.svg (account-platform §7.2: "a pair of icon sets"): one
 * `<symbol id="sport-<key>">` per sport key and one `<symbol id="icon-<name>">` per general icon,
 * all on a 24 px grid drawn with `currentColor` strokes so the page decides their colour.
 */
const SPORT_SHAPES: Record<string, string> = {
  football: '<circle cx="12" cy="12" r="9"/><path d="m12 7.5 4 2.9-1.5 4.6h-5L8 10.4Z"/>',
  tennis:
    '<circle cx="12" cy="12" r="9"/><path d="M6 5.5c3 3.6 3 9.4 0 13M18 5.5c-3 3.6-3 9.4 0 13"/>',
  basketball:
    '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3v18M6.3 5.2c2.4 3.8 2.4 9.8 0 13.6M17.7 5.2c-2.4 3.8-2.4 9.8 0 13.6"/>',
  'ice-hockey':
    '<path d="M7 3l5 13h6a2 2 0 0 1 0 4h-6.5L5 3"/><ellipse cx="5" cy="18.5" rx="2.5" ry="1.3"/>',
  volleyball:
    '<circle cx="12" cy="12" r="9"/><path d="M12 3c0 4 1.5 7 5 9M12 12c-3.5 2-7 2-9 .5M12 12c0 3.5 2 6.5 4.5 8"/>',
  handball:
    '<circle cx="14" cy="12" r="7"/><path d="M9 8.5c3 1.3 7 1.3 10 0M9 15.5c3-1.3 7-1.3 10 0M2.5 9h3M2 12h3M2.5 15h3"/>',
  baseball:
    '<circle cx="12" cy="12" r="9"/><path d="M7 4.5c2.2 4.5 2.2 10.5 0 15M17 4.5c-2.2 4.5-2.2 10.5 0 15"/>',
  'american-football':
    '<path d="M4 20C3 13 11 3 20 4c1 7-7 17-16 16Z"/><path d="m9 15 6-6M10.5 10.5l3 3M12 9l3 3M9 12l3 3"/>',
  'table-tennis':
    '<circle cx="10" cy="10" r="6"/><path d="m14.5 14.5 5 5"/><circle cx="19" cy="5" r="1.8"/>',
  cricket:
    '<path d="M4 20 14 10l3 3L7 23Z" transform="translate(0 -3)"/><circle cx="18" cy="6" r="2.2"/>',
  cs2: '<circle cx="12" cy="12" r="7"/><path d="M12 2v6M12 16v6M2 12h6M16 12h6"/>',
  'dota-2':
    '<rect x="4" y="4" width="16" height="16" rx="2"/><path d="m7 7 10 10M14 7h3v3M7 14v3h3"/>',
  'league-of-legends':
    '<path d="M12 3 19 6v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6Z"/><path d="M9 8v7h6"/>',
  valorant: '<path d="M3 5l8 14h3L6 5ZM21 5l-5 8h-4l5-8Z"/>',
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
  `<symbol id="${id}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${body}</symbol>`;

export const SPORT_ICON_KEYS = Object.keys(SPORT_SHAPES);

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
