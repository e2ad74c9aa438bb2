import type { ReactNode } from 'react';
import { LocaleLink } from '@/components/locale-routing/locale-link';

/**
 * Links in the operator's Markdown: a path of ours gets the page's locale prefix (the files say
 * `/sport/terms`, the German page links `/de/sport/terms`); another site opens in a new tab and
 * learns nothing about this one.
 */
export function MarkdownLink({ href = '', children }: { href?: string; children?: ReactNode }) {
  if (/^https?:/i.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <LocaleLink href={href} prefetch={false}>
      {children}
    </LocaleLink>
  );
}
