import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { addressAllowed, classifyAddress } from '../../domain/webhooks/addresses';
import type { WebhookSettings } from './settings';

/** At most this much of a response is read (counted while it streams); the rest is cut off. */
export const RESPONSE_LIMIT_BYTES = 4096;
/** The first bytes of a response kept in the attempt log. */
export const EXCERPT_BYTES = 512;

/** `Lintas-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the endpoint's secret>`. */
export function signatureHeader(secret: string, body: string, t: number): string {
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** A refused target: the i18n key of the form's field error and a line for the attempt log. */
export interface RefusedTarget {
  key: 'webhooks.errors.url' | 'webhooks.errors.https' | 'webhooks.errors.privateTarget';
  detail: string;
}

/** Why a target is refused, or null when it may be tried (scheme; a literal IP's class). Names are checked at send time. */
export function refusedTarget(
  url: string,
  settings: Pick<WebhookSettings, 'allowHttp' | 'allowPrivateTargets'>,
): RefusedTarget | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { key: 'webhooks.errors.url', detail: 'not a URL' };
  }
  if (parsed.username || parsed.password) return { key: 'webhooks.errors.url', detail: 'carries a user name or password' };
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && settings.allowHttp)) {
    return { key: 'webhooks.errors.https', detail: 'must use https' };
  }
  const cls = classifyAddress(parsed.hostname);
  if (cls !== null && !addressAllowed(cls, settings.allowPrivateTargets)) {
    return { key: 'webhooks.errors.privateTarget', detail: `refused address ${parsed.hostname} (${cls})` };
  }
  return null;
}

export class RefusedAddressError extends Error {
  readonly code = 'EWEBHOOKREFUSED';
}

/**
 * A DNS lookup for the request that checks every address the name resolves to and refuses the connection when any is
 * private, loopback, link-local… (unless allowed), then connects to exactly the address it checked (no second
 * resolution a rebinding DNS could answer differently).
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
    const check = (addresses: LookupAddress[]) => {
      if (addresses.length === 0) return new Error(`${hostname} has no address`);
      for (const a of addresses) {
        const cls = classifyAddress(a.address);
        if (cls === null || !addressAllowed(cls, allowPrivate)) {
          return new RefusedAddressError(`${hostname} resolves to a refused address ${a.address} (${cls ?? 'unknown'})`);
        }
      }
      return null;
    };
    const answer = (addresses: LookupAddress[]) => {
      const refused = check(addresses);
      if (refused) {
        callback(refused as NodeJS.ErrnoException, '', 4);
        return;
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    };
    if (isIP(host)) {
      answer([{ address: host, family: isIP(host) }]);
      return;
    }
    dnsLookup(host, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) callback(error, '', 4);
      else answer(addresses);
    });
  };
}

export interface SendResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** The response's first bytes (up to EXCERPT_BYTES), as text. */
  excerpt: string | null;
  delivered: boolean;
}

export interface SignedRequest {
  url: string;
  body: string;
  secret: string;
  eventType: string;
  deliveryId: string;
  /** Unix seconds of the signature (the attempt's time). */
  timestamp: number;
}

/**
 * POSTs one signed delivery: JSON, the signature, event and delivery headers; 10 s for the whole exchange; at most
 * 4 KB of the response read; redirects not followed (a 3xx is a failure); a refused address fails without
 * connecting. 2xx is delivered.
 */
export function sendSigned(request: SignedRequest, settings: WebhookSettings): Promise<SendResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  return new Promise<SendResult>((resolve) => {
    let req: http.ClientRequest | undefined;
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs' | 'delivered'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const delivered =
        result.error === null && result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
      resolve({ ...result, durationMs: ms(), delivered });
    };
    const refused = refusedTarget(request.url, settings);
    const timer = setTimeout(() => {
      req?.destroy(new Error(`timed out after ${settings.timeoutMs} ms`));
    }, settings.timeoutMs);
    if (refused) {
      finish({ statusCode: null, error: `Refused target: ${refused.detail}`, excerpt: null });
      return;
    }
    const url = new URL(request.url);
    const client = url.protocol === 'https:' ? https : http;
    const body = Buffer.from(request.body, 'utf8');
    try {
      req = client.request(url, {
        method: 'POST',
        lookup: guardedLookup(settings.allowPrivateTargets),
        agent: false,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': body.length,
          'user-agent': 'Lintas-Webhooks/1.0',
          'lintas-event': request.eventType,
          'lintas-delivery': request.deliveryId,
          'lintas-signature': signatureHeader(request.secret, request.body, request.timestamp),
        },
      });
    } catch (error) {
      finish({ statusCode: null, error: String((error as Error).message).slice(0, 500), excerpt: null });
      return;
    }
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const excerpt = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8');
        const code = res.statusCode ?? null;
        const redirect =
          code !== null && code >= 300 && code < 400 ? `Redirect to ${res.headers.location ?? '?'} not followed` : null;
        finish({ statusCode: code, error: redirect, excerpt: excerpt || null });
        res.destroy();
        req?.destroy();
      };
      res.on('data', (chunk: Buffer) => {
        const room = RESPONSE_LIMIT_BYTES - size;
        if (room > 0) chunks.push(chunk.subarray(0, room));
        size += chunk.length;
        if (size >= RESPONSE_LIMIT_BYTES) done();
      });
      res.on('end', done);
      res.on('error', done);
    });
    req.on('error', (error) => {
      finish({ statusCode: null, error: String(error.message || error).slice(0, 500), excerpt: null });
    });
    req.end(body);
  });
}
