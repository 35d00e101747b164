import type { RouteObject } from '../lib/router';
import { lazyPage } from '../lib/lazy-page';
import { WEBHOOK_ROUTES } from './webhooks-api';

const pages = () => import('./webhooks-pages');

/** Webhook endpoints, a new one, one with its delivery log (their translations load with them: the 'money' part). */
export function webhookRoutes(): RouteObject[] {
  return [
    { path: WEBHOOK_ROUTES.list, lazy: lazyPage(pages, (m) => <m.WebhookListPage />, 'money') },
    { path: WEBHOOK_ROUTES.create, lazy: lazyPage(pages, (m) => <m.WebhookNewPage />, 'money') },
    { path: WEBHOOK_ROUTES.detail, lazy: lazyPage(pages, (m) => <m.WebhookDetailPage />, 'money') },
  ];
}
