/** What other features use of payments (the lint rule lets them import only this file). */
export { PAYMENTS_ROUTES, paymentsApi, txnPath } from './payments-api';
export { paymentsKeys } from './payments-keys';
