import { textRoute } from '@/features/layout/text-route';

const route = textRoute('checkoutConfirm', 'confirmation', { index: false });
export const generateMetadata = route.generateMetadata;
export default route.Page;
