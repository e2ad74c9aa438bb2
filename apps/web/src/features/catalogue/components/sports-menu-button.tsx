'use client';

import { SportsMenuIcon } from '@/components/icons/sports-menu-icon';
import { sportsMenuActions, useSportsMenuOpen } from '../hooks/use-sports-menu';

/** Mobile tab bar item that opens the sports menu sheet. */
export function SportsMenuButton({ label }: { label: string }) {
  const open = useSportsMenuOpen();
  return (
    <button
      type="button"
      aria-controls="sports-menu"
      aria-expanded={open}
      data-testid="mobile-tab-sports-menu"
      onClick={(event) => sportsMenuActions.toggle(event.currentTarget)}
    >
      <SportsMenuIcon size={22} />
      <span>{label}</span>
    </button>
  );
}
