'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { buttonClass, type ButtonSize } from '../button/button-class';
import { RefreshIcon } from '../icons/refresh-icon';

/** Re-renders the current route on the server, e.g. after the API was unreachable. */
export function RetryButton({ label, size = 'small' }: { label: string; size?: ButtonSize }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      className={buttonClass('secondary', size)}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={() => startTransition(() => router.refresh())}
    >
      <RefreshIcon size={16} />
      {label}
    </button>
  );
}
