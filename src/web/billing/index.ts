/** What other features use of billing (the lint rule lets them import only this file). */
export { billingKeys } from './billing-keys';
export { BILLING_ROUTES } from './billing-api';
export { JobBillingSection } from './job-billing-lazy';
