'use client';

import { usePathname, useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { LocaleLink } from './locale-link';
import { useLocalizeHref } from './locale-routing-provider';

type NavLinkProps = ComponentProps<typeof LocaleLink> & {
  /** `exact`: only this path; `prefix`: this path and everything under it. */
  match?: 'exact' | 'prefix';
  /** Paths under `href` that belong to another link (their own section). */
  exclude?: string[];
};

/**
 * A navigation link (header, sports menu, top leagues) that marks itself `aria-current="page"`
 * when it points at the current page. Navigation chrome is on screen on every page, so it is not
 * prefetched on sight, which re-fetched some 25 routes on every page load (decision 030): it
 * prefetches on intent instead — pointer over it, focus or touch — still well before the click
 * lands. Content links (match rows, leagues in lists) prefetch once within 200 px of the
 * viewport (LocaleLink).
 */
export function NavLink({ href, match = 'prefix', exclude = [], ...rest }: NavLinkProps) {
  const pathname = usePathname();
  const router = useRouter();
  const localize = useLocalizeHref();
  const target = localize(href);
  const active = isActive(pathname, target, match, exclude.map(localize));
  const prefetch = () => {
    if (!active) router.prefetch(target);
  };
  return (
    <LocaleLink
      href={href}
      aria-current={active ? 'page' : undefined}
      prefetch={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      {...rest}
    />
  );
}

function isActive(pathname: string, target: string, match: string, excluded: string[]): boolean {
  const within = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  if (pathname === target) return true;
  return match === 'prefix' && within(target) && !excluded.some(within);
}
