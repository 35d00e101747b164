/** What other features use of truck leasing (the lint rule lets them import only this file). */
export { LEASING_ROUTES, leasePath } from './leasing-paths';
