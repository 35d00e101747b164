import type { RouteObject } from '../lib/router';
import { lazyPage } from '../lib/lazy-page';
import { INFO_ROUTES } from './info-paths';

/** The texts the info screens show: FAQ and contact, the enquiries, the FAQ's categories. */
export const INFO_SECTIONS = ['faq', 'contact', 'enquiries', 'resources'];

/** The public enquiry form (spec §2.1 `/inquiry`), inside the public layout. */
export function publicInfoRoutes(): RouteObject[] {
  return [
    {
      path: INFO_ROUTES.inquiry,
      lazy: lazyPage(
        () => import('./info-pages'),
        (m) => <m.InquiryPage />,
        INFO_SECTIONS,
      ),
    },
  ];
}

/** The platform's enquiries and a company's document upload page (spec §2.2 `/applications/documentUpload/doc`). */
export function infoRoutes(): RouteObject[] {
  return [
    {
      path: INFO_ROUTES.enquiries,
      lazy: lazyPage(
        () => import('./enquiries-page'),
        (m) => <m.EnquiriesPage />,
        INFO_SECTIONS,
      ),
    },
    {
      path: INFO_ROUTES.enquiry,
      lazy: lazyPage(
        () => import('./enquiries-page'),
        (m) => <m.EnquiryDetailPage />,
        INFO_SECTIONS,
      ),
    },
  ];
}
