import { Icon, type IconProps } from '@/components/icons/icon';

/**
 * Sports drawn in the page's icon sprite (GET /fe-api/icons.svg, inlined once by the locale
 * layout: account-platform §2.4, decision 032). Any other key, a sport the feed added later, gets
 * the sprite's generic ball.
 */
const SPRITE_SPORTS = new Set([
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
]);

/** A sport's icon: a `<use>` of its symbol in the sprite, in the current text colour. */
export function SportIcon({ sportKey, ...props }: IconProps & { sportKey: string }) {
  const id = SPRITE_SPORTS.has(sportKey) ? sportKey : 'default';
  return (
    <Icon {...props}>
      <use href={`#sport-${id}`} />
    </Icon>
  );
}
