export { CustomerPage, customerIdOf, customerMetadata } from './customer-page';
export { CustomersPage, customersMetadata } from './customers-page';
export { customerDataDownload } from './export-download';
