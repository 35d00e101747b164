/** What other features use of vessel calls (the lint rule lets them import only this file). */
export { VESSEL_CALL_ROUTES } from './vessel-call-paths';
