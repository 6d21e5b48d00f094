export { ReviewsPage, reviewsMetadata } from './reviews-page';
