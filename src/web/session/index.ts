/** What other features use of the session screens (the lint rule lets them import only this file). */
export { SessionLayout } from './session-layout';
