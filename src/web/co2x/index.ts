/** What other features use of CO2 emissions (the lint rule lets them import only this file). */
export { JobEmissionsCard } from './co2x-figures';
export { CO2X_ROUTES } from './co2x-paths';
