/** The router basename: the app is served under /trucking (DESIGN.md). */
export const BASENAME = '/trucking';

/** Router-relative paths of the screens that exist so far. */
export const PATHS = {
  root: '/',
  signin: '/session/signin',
  signinBackToLogin: '/session/signin/back-to-login',
  forgotPassword: '/session/forgot-password',
  timeout: '/session/timeout',
  noPermission: '/session/nopermission',
  notFound: '/session/404',
  workbench: '/general/landing/workbench',
} as const;

/** API paths used by the session screens (spec §7). */
export const API_PATHS = {
  login: '/api/v1/lintas/trucking/auth/login',
  logout: '/api/v1/lintas/trucking/auth/logout',
  profile: '/api/co/cac/profile/',
} as const;
