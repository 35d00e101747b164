export { TAX_ROUTES, taxApi, taxCardLink } from './tax-api';
export { taxKeys } from './tax-keys';
