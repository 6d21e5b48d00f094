export { AccountPage, accountMetadata } from './account-page';
