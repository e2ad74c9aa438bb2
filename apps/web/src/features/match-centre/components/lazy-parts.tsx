'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { MatchCentreProps } from './match-centre-props';

/**
 * The match centre as a small client reference whose code (TanStack Query, next-intl's
 * formatter, the 2D view) loads on first render, after the page's own content.
 */
export const MatchCentre = dynamic<MatchCentreProps>(
  () => import('./match-centre').then((module) => module.MatchCentre),
  { ssr: false },
);

/** The live 2D view, above the market board; its code loads like the match centre's. */
export const MatchVideo = dynamic<MatchCentreProps & { fallback?: ReactNode }>(
  () => import('./match-centre').then((module) => module.MatchVideo),
  { ssr: false },
);
