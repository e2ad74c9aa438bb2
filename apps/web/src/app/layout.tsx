import type { ReactNode } from 'react';

/**
 * The document (<html lang dir data-theme>) is rendered by app/[locale]/layout.tsx, which knows
 * the language. This root layout only exists so that app/not-found.tsx can catch requests that
 * never reach a locale (see next-intl "error files"); it must not add markup of its own.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
