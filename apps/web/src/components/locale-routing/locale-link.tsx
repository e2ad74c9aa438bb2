'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { isExternalHref } from '@/lib/locale-path';
import { useLocalizeHref } from './locale-routing-provider';

type LocaleLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/**
 * next/link with the locale prefix added to internal paths. External links (http:, sms:,
 * mailto:, //host) and in-page anchors render as plain <a> and are never prefixed.
 */
export function LocaleLink({ href, prefetch, replace, scroll, ...rest }: LocaleLinkProps) {
  const localize = useLocalizeHref();
  if (isExternalHref(href) || !href.startsWith('/')) return <a href={href} {...rest} />;
  return (
    <Link href={localize(href)} prefetch={prefetch} replace={replace} scroll={scroll} {...rest} />
  );
}
