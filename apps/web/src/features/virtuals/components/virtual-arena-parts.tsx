'use client';

import type { VirtualEventWire } from '@sportsbook/contract/browser';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import styles from './virtuals.module.css';

/** The feed's time now: the wall clock plus the offset of the last answer's feed time. */
export function useFeedNow(offset: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now + offset;
}

const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** Open: the time left to the close (bet stop); else the status badge. */
export function Countdown({
  event,
  offset,
  labels = 'status',
}: {
  event: Pick<VirtualEventWire, 'status' | 'close_time'>;
  offset: number;
  labels?: 'status' | 'raceStatus';
}) {
  const t = useTranslations('virtuals');
  const now = useFeedNow(offset);
  if (event.status === 'open') {
    const left = Date.parse(event.close_time) - now;
    return (
      <span className={styles.countdown} data-testid="virtual-countdown" suppressHydrationWarning>
        {t('closesIn', { time: clock(left) })}
      </span>
    );
  }
  return (
    <span className={styles.badge} data-status={event.status}>
      {t(`${labels}.${event.status}`)}
    </span>
  );
}

export function StartTime({ iso, seconds = false }: { iso: string; seconds?: boolean }) {
  const locale = useLocale();
  const text = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  }).format(new Date(iso));
  return (
    <time dateTime={iso} className={styles.time} suppressHydrationWarning>
      {text}
    </time>
  );
}
