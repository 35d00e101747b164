/** The router basename: the app is served under /trucking (DESIGN.md). */
export const BASENAME = '/trucking';

/** Router-relative paths of the screens that exist so far. */
export const PATHS = {
  root: '/',
  signin: '/session/signin',
  signinBackToLogin: '/session/signin/back-to-login',
  sso: '/session/sso',
  forgotPassword: '/session/forgot-password',
  resetPassword: '/session/reset-password',
  forceChangePassword: '/session/force-change-password',
  register: '/session/register',
  sessionFaq: '/session/faq',
  sessionContact: '/session/contact',
  timeout: '/session/timeout',
  noPermission: '/session/nopermission',
  notFound: '/session/404',
  whitelabelLogin: '/:brand/login',
  workbench: '/general/landing/workbench',
  analytics: '/dashboard/analytics',
  analytics2: '/dashboard/analytics-2',
  inventoryManagement: '/dashboard/inventory-management',
  updatePassword: '/manageUsers/updatePassword',
  outbox: '/administrations/outbox',
  whitelabelAdmin: '/administrations/whitelabel',
  help: '/help',
  infoFaq: '/applications/info/faq',
  infoContact: '/applications/info/contact',
} as const;

/** The white-label sign-in path of a brand. */
export const whitelabelLoginPath = (brand: string): string => `/${encodeURIComponent(brand)}/login`;

/** API paths used by the web app (spec §7 and the contract). */
export const API_PATHS = {
  login: '/api/v1/lintas/trucking/auth/login',
  logout: '/api/v1/lintas/trucking/auth/logout',
  sso: '/api/v1/lintas/trucking/auth/sso',
  profile: '/api/co/cac/profile/',
  forgotPassword: '/api/v1/lintas/trucking/manageusr/forgotpwd',
  passwordChange: '/api/v1/lintas/manageusr/password/change',
  menu: '/api/v1/lintas/auth/menu',
  whitelabel: (name: string) => `/api/v1/lintas/whitelabel/${encodeURIComponent(name)}`,
  whitelabels: '/api/v1/lintas/trucking/whitelabels',
  announcements: '/api/v1/lintas/trucking/announcements/active',
  dashboard: '/api/v1/lintas/trucking/dashboard',
  analytics: '/api/v1/lintas/trucking/dashboard/analytics',
  outbox: '/api/v1/lintas/trucking/outbox',
  outboxItem: (id: string | number) => `/api/v1/lintas/trucking/outbox/${encodeURIComponent(String(id))}`,
  /** Resource engine (docs/decisions/0002): list/create, one record, its actions, lookups and exports. */
  resource: (path: string) => `/api/v1/lintas/trucking/${path}`,
  resourceItem: (path: string, key: string) => `/api/v1/lintas/trucking/${path}/${encodeURIComponent(key)}`,
  resourceExport: (path: string) => `/api/v1/lintas/trucking/${path}/export`,
  lookup: (name: string) => `/api/v1/lintas/trucking/lookups/${encodeURIComponent(name)}`,
  /** Spec §7: master data cache time stamps (public) and the cached master entities. */
  cacheTimestamps: '/api/co/common/portalCacheTimeStamp',
  masterEntity: (entity: string) => `/api/co/master/entity/${encodeURIComponent(entity)}`,
} as const;
