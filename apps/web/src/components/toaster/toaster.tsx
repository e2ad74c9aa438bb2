'use client';

import { lazy, Suspense } from 'react';
import { useToastStore } from '@/lib/toast-store';
import styles from './toaster.module.css';

const ToastCard = lazy(() =>
  import('./toast-card').then((module) => ({ default: module.ToastCard })),
);

/**
 * The one toast slot, bottom-centre, announced politely (errors assertively). The live region is
 * in the page from the start (screen readers announce changes to a region they already know);
 * the toast itself loads with the first one.
 */
export function Toaster() {
  const toast = useToastStore((state) => state.toast);
  return (
    <div className={styles.region} aria-live="polite" role="status">
      {toast ? (
        <Suspense fallback={null}>
          <ToastCard key={toast.id} toast={toast} />
        </Suspense>
      ) : null}
    </div>
  );
}
