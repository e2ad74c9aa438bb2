import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state/empty-state';
import { AlertIcon } from '@/components/icons/alert-icon';
import { RetryButton } from '@/components/retry-button/retry-button';

/** Inline "couldn't load sports" state; the rest of the shell keeps working. */
export async function SportsLoadError({ compact = false }: { compact?: boolean }) {
  const t = await getTranslations('sports.loadError');
  return (
    <EmptyState
      compact={compact}
      role="alert"
      data-testid="sports-load-error"
      icon={<AlertIcon size={compact ? 20 : 26} />}
      title={t('title')}
      description={t('description')}
      action={<RetryButton label={t('retry')} />}
    />
  );
}
