/** What other features use of accounts (the lint rule lets them import only this file). */
export { accountKeys } from './account-keys';
export { AccountStatusBadge } from './account-status-badge';
export { CompanyFields, EMPTY_COMPANY, companyBodyOf, companyValuesOf, type CompanyValues } from './company-form';
export type { FfCustomerRow } from './accounts-api';
