/** What other features use of fuel cards and invoicing (the lint rule lets them import only this file). */
export { FUEL_ROUTES, fuelCardPath, statementPath } from './fuel-paths';
