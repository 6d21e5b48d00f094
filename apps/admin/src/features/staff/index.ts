export { StaffPage, staffMetadata } from './staff-page';
