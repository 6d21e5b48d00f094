import { StartPage, startMetadata } from '@/features/shell';

export const generateMetadata = startMetadata;

export default StartPage;
