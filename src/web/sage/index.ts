export { SAGE_ROUTES, sageApi } from './sage-api';
export { sageKeys } from './sage-keys';
