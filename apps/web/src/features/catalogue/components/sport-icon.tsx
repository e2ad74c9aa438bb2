import { SPORT_ICON_KEYS } from '@sportsbook/contract/browser';
import { Icon, type IconProps } from '@/components/icons/icon';

/**
 * Sports drawn in the page's icon sprite (GET /fe-api/icons.svg, inlined once by the locale
 * layout: account-platform §2.4, decision 032): the contract's list, the one the sprite draws.
 * Any other key, a sport the feed added later, gets the sprite's generic ball.
 */
const SPRITE_SPORTS: ReadonlySet<string> = new Set(SPORT_ICON_KEYS);

/** A sport's icon: a `<use>` of its symbol in the sprite, in the current text colour. */
export function SportIcon({ sportKey, ...props }: IconProps & { sportKey: string }) {
  const id = SPRITE_SPORTS.has(sportKey) ? sportKey : 'default';
  return (
    <Icon {...props}>
      <use href={`#sport-${id}`} />
    </Icon>
  );
}
