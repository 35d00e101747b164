/**
 * How webhooks are delivered (decision 0024; environment variables in the README's configuration table).
 * `allowPrivateTargets` (WEBHOOK_ALLOW_PRIVATE_TARGETS, default false): loopback and private addresses become
 * valid targets (tests, a demo on one machine); link-local, multicast and the rest stay refused.
 * `allowHttp` (WEBHOOK_ALLOW_HTTP): plain http targets; default true except when NODE_ENV=production.
 * `retryBaseMs` (WEBHOOK_RETRY_BASE_MS, default 60 000): the first retry's delay; each next one doubles, capped at
 * 60 times the base (1 h), for `retryWindowMs` (24 h) after the event.
 */
export interface WebhookSettings {
  allowPrivateTargets: boolean;
  allowHttp: boolean;
  retryBaseMs: number;
  timeoutMs: number;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  allowPrivateTargets: false,
  allowHttp: false,
  retryBaseMs: 60_000,
  timeoutMs: 10_000,
};

/** The retry window: a delivery not delivered this long after its event is FAILED. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The delay before the attempt after `attempts` failed ones: base, 2 base, 4 base … capped at 60 base. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), baseMs * 60);
}
