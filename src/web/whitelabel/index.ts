/** What other features use of the white-label brands (the lint rule lets them import only this file). */
export { whitelabelKeys } from './whitelabel-keys';
