'use client';

import { lazy, Suspense } from 'react';
import { useAuthStatus } from '@/lib/session-store';

// The bonuses feature's field, loaded only for a signed-in player (a visitor never needs it).
const PromoCodeField = lazy(() =>
  import('@/features/bonuses').then((module) => ({ default: module.PromoCodeField })),
);

/**
 * The promocode block (decision 067): the real promo-code field for a signed-in player, a sign-in
 * prompt for a visitor (what the server renders, and what search engines see).
 */
export function PromoCodeBlock({
  prompt,
  signIn,
  className,
  buttonClassName,
}: {
  prompt: string;
  signIn: string;
  className: string | undefined;
  buttonClassName: string;
}) {
  const signedIn = useAuthStatus() === 'loggedIn';
  if (signedIn)
    return (
      <Suspense fallback={null}>
        <PromoCodeField />
      </Suspense>
    );
  return (
    <div className={className} data-testid="promocode-signed-out">
      <p>{prompt}</p>
      <a href="#signIn" className={buttonClassName}>
        {signIn}
      </a>
    </div>
  );
}
