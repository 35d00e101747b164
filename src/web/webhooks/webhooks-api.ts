import { TRUCKING_API } from '../../domain/api-paths';
import type {
  webhookDeliveryDetail,
  webhookDeliveryRow,
  webhookEndpointRow,
  webhookEndpointWithSecret,
} from '../../domain/webhooks/webhooks';
import type { WireOf } from '../../domain/wire';

/** The webhook screens (issue 17, decision 0024); their permissions are in route-permissions.ts. */
export const WEBHOOK_ROUTES = {
  list: '/administrations/webhooks',
  create: '/administrations/webhooks/new',
  detail: '/administrations/webhooks/:endpointId',
} as const;

export const webhookDetailPath = (endpointId: string) => `/administrations/webhooks/${encodeURIComponent(endpointId)}`;

const base = `${TRUCKING_API}/webhooks`;
export const webhookApi = {
  endpoints: () => `${base}/endpoints`,
  endpoint: (id: string) => `${base}/endpoints/${encodeURIComponent(id)}`,
  roll: (id: string) => `${base}/endpoints/${encodeURIComponent(id)}/roll-secret`,
  test: (id: string) => `${base}/endpoints/${encodeURIComponent(id)}/test`,
  deliveries: (id: string) => `${base}/endpoints/${encodeURIComponent(id)}/deliveries`,
  delivery: (id: string) => `${base}/deliveries/${encodeURIComponent(id)}`,
  replay: (id: string) => `${base}/deliveries/${encodeURIComponent(id)}/replay`,
};

type Query = Record<string, string | number>;

/** The webhooks feature's query keys. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: (query: Query) => [...webhookKeys.all, 'endpoints', query] as const,
  endpoint: (id: string) => [...webhookKeys.all, 'endpoint', id] as const,
  deliveries: (id: string) => (query: Query) => [...webhookKeys.all, 'deliveries', id, query] as const,
  delivery: (id: string) => [...webhookKeys.all, 'delivery', id] as const,
};

export type WebhookEndpoint = WireOf<typeof webhookEndpointRow>;
export type WebhookEndpointWithSecret = WireOf<typeof webhookEndpointWithSecret>;
export type WebhookDelivery = WireOf<typeof webhookDeliveryRow>;
export type WebhookDeliveryDetail = WireOf<typeof webhookDeliveryDetail>;
