/**
 * Web routes of certificates and previews (issue 18, spec §2.1; decision 0030). Import-free: the route table, the
 * permissions and the breadcrumbs take them without the screens.
 */
export const CERTIFICATE_ROUTES = {
  /** The QR code's page (public). */
  token: '/session/certificate/:type/:certToken',
  /** The certificate inquiry (public, spec §2.4). */
  inquiry: '/certificate/inquiry',
  /** Previews (signed in; the application's parties and the platform). */
  falPreview: '/cert/preview/fal/:falType/:appId',
  certPreview: '/cert/preview/:certType/:appId',
  formPreview: '/form/preview/:appType/:appId',
  declarationPreview: '/form/declaration/preview/:appId',
  /** The issued certificates a line, its agent or the officer may see. */
  list: '/applications/certificates',
} as const;

/** The public page of a certificate (without the app's base). */
export const certificateTokenRoute = (type: string, certToken: string) =>
  `/session/certificate/${encodeURIComponent(type)}/${encodeURIComponent(certToken)}`;
