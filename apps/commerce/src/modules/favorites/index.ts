export { favoritesOf, MAX_FAVORITES } from './favorites.ts';
