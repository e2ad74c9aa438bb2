'use client';

import Link from 'next/link';
import { useRef, type ComponentProps } from 'react';
import { isExternalHref } from '@/lib/locale-path';
import { useLocalizeHref } from './locale-routing-provider';
import { useViewportPrefetch } from './viewport-prefetch';

type LocaleLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/**
 * next/link with the locale prefix added to internal paths. External links (http:, sms:,
 * mailto:, //host) and in-page anchors render as plain <a> and are never prefixed. Internal
 * links prefetch once within 200 px of the viewport (useViewportPrefetch) unless `prefetch` is
 * false (navigation chrome prefetches on intent, NavLink).
 */
export function LocaleLink({ href, prefetch, replace, scroll, ...rest }: LocaleLinkProps) {
  const localize = useLocalizeHref();
  const anchor = useRef<HTMLAnchorElement>(null);
  const internal = !isExternalHref(href) && href.startsWith('/');
  const target = internal ? localize(href) : href;
  useViewportPrefetch(anchor, internal && prefetch !== false ? target : null);
  if (!internal) return <a href={href} {...rest} />;
  return (
    <Link ref={anchor} href={target} prefetch={false} replace={replace} scroll={scroll} {...rest} />
  );
}
