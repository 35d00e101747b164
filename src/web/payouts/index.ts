/** What other features use of payouts (the lint rule lets them import only this file). */
export { PAYOUT_ROUTES } from './payouts-api';
