'use client';

import { IntlScope } from '@/i18n/intl-scope';
import { QueryProvider } from '@/lib/query-provider';
import { PromoCodeForm } from './promo-code-form';

/**
 * The promo-code field on its own (decision 067: a content page's promocode block), with the
 * formatter and the query client it needs, for a part loaded on first use.
 */
export function PromoCodeField() {
  return (
    <IntlScope>
      <QueryProvider>
        <PromoCodeForm />
      </QueryProvider>
    </IntlScope>
  );
}
