import { DashboardPage, dashboardMetadata } from '@/features/dashboard';

export const generateMetadata = dashboardMetadata;

export default DashboardPage;
