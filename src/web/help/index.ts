/** What other features use of the help centre (the lint rule lets them import only this file). */
export { HelpCentre } from './help-centre';
export { helpForPath } from './help-api';
