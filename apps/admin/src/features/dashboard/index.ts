export { DashboardPage, dashboardMetadata } from './dashboard-page';
