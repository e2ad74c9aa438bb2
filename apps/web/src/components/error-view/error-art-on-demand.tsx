'use client';

import { useEffect, useState, type ComponentType } from 'react';

/**
 * The error illustration for client error boundaries, loaded when the boundary shows. Every page
 * carries its error boundaries in its first load; the drawing (≈ 2 KB) need not be. It is
 * decorative: if it cannot load (the failure may be the network), the page has its text and
 * buttons all the same, and its box keeps the space so nothing moves when it arrives.
 */
export function ErrorArtOnDemand() {
  const [Art, setArt] = useState<ComponentType | null>(null);
  useEffect(() => {
    let shown = true;
    import('./error-illustration').then(
      (module) => {
        if (shown) setArt(() => module.ErrorIllustration);
      },
      () => {},
    );
    return () => {
      shown = false;
    };
  }, []);
  return Art ? <Art /> : null;
}
