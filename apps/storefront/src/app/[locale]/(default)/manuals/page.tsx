import { textRoute } from '@/features/layout/text-route';

const route = textRoute('manuals');
export const generateMetadata = route.generateMetadata;
export default route.Page;
