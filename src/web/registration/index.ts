/** What other features use of registration (the lint rule lets them import only this file). */
export { storeRegistrationAccess } from './registration-api';
export { DocVerificationPage as RegistrationDocumentQueue } from './doc-verification-page';
