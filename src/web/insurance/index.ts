/** What other features use of cargo insurance (the lint rule lets them import only this file). */
export { INSURANCE_ROUTES, insurancePath, insureJobPath } from './insurance-paths';
