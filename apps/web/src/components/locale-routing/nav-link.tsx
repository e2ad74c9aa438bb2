'use client';

import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { LocaleLink } from './locale-link';
import { useLocalizeHref } from './locale-routing-provider';

type NavLinkProps = ComponentProps<typeof LocaleLink> & {
  /** `exact`: only this path; `prefix`: this path and everything under it. */
  match?: 'exact' | 'prefix';
  /** Paths under `href` that belong to another link (their own section). */
  exclude?: string[];
};

/** A link that marks itself `aria-current="page"` when it points at the current page. */
export function NavLink({ href, match = 'prefix', exclude = [], ...rest }: NavLinkProps) {
  const pathname = usePathname();
  const localize = useLocalizeHref();
  const active = isActive(pathname, localize(href), match, exclude.map(localize));
  return <LocaleLink href={href} aria-current={active ? 'page' : undefined} {...rest} />;
}

function isActive(pathname: string, target: string, match: string, excluded: string[]): boolean {
  const within = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  if (pathname === target) return true;
  return match === 'prefix' && within(target) && !excluded.some(within);
}
