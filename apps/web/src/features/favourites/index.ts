/**
 * Favourite matches and tournaments: the star, its store and the favourites page.
 */
export { favouriteLabels } from './components/favourite-labels';
export { FavouriteToggle } from './components/favourite-toggle';
export { FavouritesView } from './components/favourites-view';
