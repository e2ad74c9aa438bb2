import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getWebConfig } from '@/lib/config.server';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Outside production (or in the embedded demo) only: a page whose rendering fails, so that the error
 * boundary under /sport (app/[locale]/sport/error.tsx) can be seen and tested in a real browser.
 */
export default function RenderErrorPage(): never {
  if (!getWebConfig().devPages) notFound();
  throw new Error('This page fails on purpose (dev render-error page).');
}
