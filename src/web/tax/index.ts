export { TAX_ROUTES, taxApi } from './tax-api';
export { taxKeys } from './tax-keys';
