'use client';

import { useLocale } from 'next-intl';

/** A race's off time in the reader's locale and time zone (24 h like racecards). */
export function RaceTime({ iso }: { iso: string }) {
  const locale = useLocale();
  const text = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}
