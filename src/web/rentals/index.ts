/** What other features use of truck rentals (the lint rule lets them import only this file). */
export { RENTAL_ROUTES, rentalPath } from './rentals-paths';
