import { textRoute } from '@/features/layout/text-route';

const route = textRoute('checkout', 'checkout', { index: false });
export const generateMetadata = route.generateMetadata;
export default route.Page;
