import { textRoute } from '@/features/layout/text-route';

const route = textRoute('favorites', 'favorites');
export const generateMetadata = route.generateMetadata;
export default route.Page;
