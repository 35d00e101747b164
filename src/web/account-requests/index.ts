/** What other features use of account requests (the lint rule lets them import only this file). */
export { AccountLifecyclePanel } from './account-lifecycle-panel';
export { WorkbenchRequests } from './workbench-requests';
