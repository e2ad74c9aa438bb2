import type { FavouriteToggleLabels } from './favourite-toggle';

/** The star's words for one match, from a `favourites` translator (server or client). */
export function favouriteLabels(
  t: (key: 'add' | 'remove' | 'error', values?: { name: string }) => string,
  name: string,
): FavouriteToggleLabels {
  return { add: t('add', { name }), remove: t('remove', { name }), error: t('error') };
}
