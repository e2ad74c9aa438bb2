'use client';

import { useAuthStatus } from '@/lib/session-store';

export interface PromotionCtaLink {
  href: string;
  label: string;
}

/**
 * A promotion card's call to action (decision 067). The page is rendered for everyone (search
 * engines, visitors), so the server writes the visitor's action (sign in); once the browser knows
 * the player is signed in, the player's action replaces it. Labels and links come translated and
 * localised from the server: no formatter in the browser.
 */
export function PromotionCta({
  visitor,
  player,
  className,
}: {
  visitor: PromotionCtaLink;
  player: PromotionCtaLink;
  className: string;
}) {
  const signedIn = useAuthStatus() === 'loggedIn';
  const link = signedIn ? player : visitor;
  return (
    <a
      href={link.href}
      className={className}
      data-testid="promotion-cta"
      data-cta={signedIn ? 'player' : 'visitor'}
    >
      {link.label}
    </a>
  );
}
