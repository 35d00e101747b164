import type { RouteObject } from '../lib/router';
import { lazyPage } from '../lib/lazy-page';
import { CERTIFICATE_ROUTES as P } from './certificate-paths';

const publicPages = () => import('./public-pages');
const previewPage = () => import('./preview-page');
const listPage = () => import('./certificates-list-page');

/** The public certificate pages (the QR code's page and the inquiry), in the public layout. */
export function certificatePublicRoutes(): RouteObject[] {
  return [
    { path: P.token, lazy: lazyPage(publicPages, (m) => <m.CertificateTokenPage />, ['certificates']) },
    { path: P.inquiry, lazy: lazyPage(publicPages, (m) => <m.CertificateInquiryPage />, ['certificates']) },
  ];
}

/** The signed-in previews and the certificates list (permissions in src/web/app/route-permissions.ts). */
export function certificateRoutes(): RouteObject[] {
  return [
    { path: P.falPreview, lazy: lazyPage(previewPage, (m) => <m.PreviewPage key="fal" kind="fal" />, ['certificates']) },
    { path: P.certPreview, lazy: lazyPage(previewPage, (m) => <m.PreviewPage key="cert" kind="cert" />, ['certificates']) },
    { path: P.formPreview, lazy: lazyPage(previewPage, (m) => <m.PreviewPage key="form" kind="form" />, ['certificates']) },
    {
      path: P.declarationPreview,
      lazy: lazyPage(previewPage, (m) => <m.PreviewPage key="declaration" kind="declaration" />, ['certificates']),
    },
    { path: P.list, lazy: lazyPage(listPage, (m) => <m.CertificatesListPage />, ['certificates', 'list']) },
  ];
}
