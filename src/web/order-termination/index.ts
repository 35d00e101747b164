/** What other features use of order terminations (the lint rule lets them import only this file). */
export { TERMINATION_ROUTES, terminationPath } from './termination-paths';
export { TerminationRequestForm } from './termination-request-form';
