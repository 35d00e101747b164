import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { accountRequestRoutes } from './account-requests/account-requests.routes';
import { accountRoutes } from './accounts/accounts.routes';
import { contractRoutes } from './contracts/contracts.routes';
import { rateRoutes } from './rates/rates.routes';
import { jobDispatchRoutes } from './jobs/job-dispatch.routes';
import { billingRoutes } from './billing/billing.routes';
import { ledgerRoutes } from './payments/ledger.routes';
import { creditRoutes } from './credit/credit.routes';
import { vesselCallRoutes } from './vessel-calls/vessel-calls.routes';
import { co2xRoutes } from './co2x/co2x.routes';
import { accountInquiryRoutes } from './account-inquiry/account-inquiry.routes';
import { terminationRoutes } from './order-termination/termination.routes';
import { rentalRoutes } from './rentals/rentals.routes';
import { leasingRoutes } from './leasing/leasing.routes';
import { departmentRoutes } from './departments/departments.routes';
import { fuelRoutes } from './fuel/fuel.routes';
import { insuranceRoutes } from './insurance/insurance.routes';
import { gatewayRoutes } from './payments/gateway.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { paymentDeskRoutes } from './payments/payment-desk.routes';
import { bankAccountRoutes } from './payments/bank-accounts.routes';
import { payoutRoutes } from './payments/payouts.routes';
import { taxSequenceRoutes } from './tax/tax-sequences.routes';
import { trackingRoutes } from './tracking/tracking.routes';
import { trackingAlertRoutes } from './tracking/tracking-alerts.routes';
import { webhookRoutes } from './webhooks/webhooks.routes';
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from './webhooks/settings';
import { cargoTrackingRoutes } from './tracking/cargo-tracking.routes';
import { taxInvoiceRoutes } from './tax/tax-invoices.routes';
import { sageRoutes } from './sage/sage.routes';
import { helpRoutes } from './help/help.routes';
import { guideRoutes } from './guides/guides.routes';
import { enquiryRoutes } from './enquiries/enquiries.routes';
import { taxReportRoutes } from './tax/tax-reports.routes';
import { reportRoutes } from './reports/reports.routes';
import type { PaymentGateway } from './payments/gateway';
import { jobRoutes } from './jobs/jobs.routes';
import { jobUploadRoutes } from './job-uploads/job-uploads.routes';
import { announcementRoutes } from './announcements/announcements.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { authorisationRoutes } from './authorisations/authorisations.routes';
import { analyticsRoutes } from './analytics/analytics.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { outboxRoutes } from './mail/outbox.routes';
import { logRoutes } from './logs/logs.routes';
import { masterRoutes } from './master/master.routes';
import { menuRoutes } from './menu/menu.routes';
import type { SsoKey } from './session/session.service';
import { resourceRoutes } from './resources/engine.routes';
import { SERVER_RESOURCES } from './resources/registry';
import { userRoutes } from './users/users.routes';
import { whitelabelRoutes } from './whitelabel/whitelabel.routes';
import type { Database } from './db/client';
import { ffCustomerRoutes } from './ff-customers/ff-customers.routes';
import { documentRoutes } from './files/documents.routes';
import { loadRegistrationForReading } from './registration/registration.service';
import { healthRoutes } from './health/health.routes';
import { onboardingRoutes } from './registration/onboarding.routes';
import { registrationRoutes } from './registration/registration.routes';
import { installAuth } from './http/auth';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './http/error-handler';
import { envelope } from './http/errors';
import { installInputGuard } from './http/input-guard';
import { certificateRoutes } from './certificates/certificates.routes';
import { installOpenApi } from './http/openapi';
import { sessionRoutes } from './session/session.routes';
import { sysparamRoutes } from './sysparams/sysparams.routes';
import { cachedIntParam } from './sysparams/sysparams.service';
import { listenForChanges } from './db/notify';
import { trackingLiveRoutes } from './tracking/tracking-live.routes';
import { installWeb } from './spa/static';
import { configureZodMessages } from '../domain/zod-config';
import { API_BASE } from '../domain/api-paths';

export interface AppOptions {
  database: Database;
  tokenSecret: Uint8Array;
  bodyLimit?: number;
  logLevel?: string;
  /** Folder of the built web app; omit to serve the API only. */
  webDir?: string;
  /** Per-IP request budget a minute for the whole API (429 past it). */
  rateLimitMax?: number;
  /** Sign-ins a minute per user id, from any address (default 10); the browser journeys sign the demo users in more often. */
  signInLimitMax?: number;
  /** Sign-ins a minute per address, for any user ids (default 3 x signInLimitMax). */
  signInAddressLimitMax?: number;
  /**
   * Peers whose X-Forwarded-For / -Proto / -Host count (TRUST_PROXY): false (default: none, the socket address is
   * the client's), true, or addresses/CIDRs.
   */
  trustProxy?: boolean | string[];
  /** Key SSO tokens must be signed with; null: SSO refuses every token. */
  ssoKey?: SsoKey | null;
  /**
   * Base URL for links in e-mails (PUBLIC_URL, else the listening address). Never taken from a request's
   * Host or X-Forwarded-Host, so a caller cannot make a real e-mail point elsewhere.
   */
  publicUrl: string;
  /** Wakes the mail worker after a transaction queued mail (no worker: messages wait in the outbox). */
  kickMail?: () => void;
  /** The payment gateway whose notifications the callback accepts (PAYMENT_GATEWAY); none: the callback answers 503. */
  paymentGateway?: PaymentGateway | null;
  /** Tracking reports a minute per device (default 240; 429 past it). */
  trackingDeviceRateMax?: number;
  /** Public cargo-tracking look-ups a minute per client address (default 20; 429 past it). */
  cargoTrackingRateMax?: number;
  /** Public enquiries a minute per client address (default 5; 429 past it; challenges six times as many). */
  enquiryRateMax?: number;
  /** Public certificate inquiries a minute per client address (default 10; 429 past it). */
  certificateInquiryRateMax?: number;
  /** Webhooks' target rules and retries (WEBHOOK_* variables; default: https only, no private targets). */
  webhooks?: WebhookSettings;
  /** Wakes the webhook worker after a test event or a replay (no worker: deliveries wait in the table). */
  kickWebhooks?: () => void;
}

/** Builds the HTTP application: API, OpenAPI document and (when given) the web app. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  configureZodMessages();
  const { db, pool } = options.database;
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info', redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: options.bodyLimit ?? 15 * 1024 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: options.trustProxy ?? false,
    // Answers that Fastify and Node give before any route runs, in the error envelope too.
    frameworkErrors,
    clientErrorHandler,
    ajv: { customOptions: { removeAdditional: false } },
    // A request that arrives while the server stops (on a kept-alive connection) gets the 503 below, in the envelope.
    return503OnClosing: false,
  });
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close').header('retry-after', '5');
    return reply.code(503).send(envelope('SERVICE_UNAVAILABLE', 'The server is stopping; try again in a moment'));
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers carry session tokens and personal data: no cache keeps them, unless a route says it may
    // (whitelabel images); an error answer is never kept.
    if (request.url.startsWith(`${API_BASE}/`) && !request.url.startsWith(`${API_BASE}/docs`)) {
      if (!reply.hasHeader('cache-control') || reply.statusCode >= 400) reply.header('cache-control', 'no-store');
    }
  });

  installErrorHandling(app, db);
  installInputGuard(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:', 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitMax ?? 1000,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith(`${API_BASE}/`),
    errorResponseBuilder: (_request, context) => {
      const error = Object.assign(new Error(`Too many requests; try again in ${context.after}`), { statusCode: 429 });
      return error;
    },
  });
  await installOpenApi(app);
  // One LISTEN connection per process: caches of this process drop what another process changed (db/notify.ts).
  const changes = listenForChanges(pool.options, (line) => app.log.warn(line));
  app.addHook('onClose', () => changes.close());
  app.decorate('changes', changes);
  installAuth(app, {
    pool,
    secret: options.tokenSecret,
    idleMinutes: cachedIntParam(db, 'SESSION_IDLE_MINUTES', { changes }),
  });

  healthRoutes(app, { db });
  sessionRoutes(app, {
    db,
    secret: options.tokenSecret,
    ssoKey: options.ssoKey ?? null,
    publicUrl: options.publicUrl,
    kickMail: options.kickMail ?? (() => {}),
    signInLimitMax: options.signInLimitMax ?? 10,
    signInAddressLimitMax: options.signInAddressLimitMax ?? 3 * (options.signInLimitMax ?? 10),
  });
  menuRoutes(app, { db });
  whitelabelRoutes(app, { db });
  announcementRoutes(app, { db });
  notificationRoutes(app, { db });
  dashboardRoutes(app, { db });
  analyticsRoutes(app, { db });
  outboxRoutes(app, { db });
  userRoutes(app, { db, publicUrl: options.publicUrl, kickMail: options.kickMail ?? (() => {}) });
  resourceRoutes(app, { db, resources: SERVER_RESOURCES });
  masterRoutes(app, { db, resources: SERVER_RESOURCES });
  logRoutes(app, { db });
  authorisationRoutes(app, { db });
  ffCustomerRoutes(app, { db });
  documentRoutes(app, {
    db,
    openRegistration: async (regId, key) => (await loadRegistrationForReading(db, options.tokenSecret, regId, key)).row.regId,
  });
  registrationRoutes(app, {
    db,
    tokenSecret: options.tokenSecret,
    publicUrl: options.publicUrl,
    kickMail: options.kickMail ?? (() => {}),
  });
  onboardingRoutes(app, { db, publicUrl: options.publicUrl, kickMail: options.kickMail ?? (() => {}) });
  accountRequestRoutes(app, { db, kickMail: options.kickMail ?? (() => {}) });
  sysparamRoutes(app, { db });
  accountRoutes(app, { db });
  contractRoutes(app, { db, kickMail: options.kickMail ?? (() => {}) });
  rateRoutes(app, { db });
  jobRoutes(app, { db, kickMail: options.kickMail ?? (() => {}) });
  jobUploadRoutes(app, { db });
  jobDispatchRoutes(app, { db });
  billingRoutes(app, {
    db,
    publicUrl: options.publicUrl,
    tokenSecret: options.tokenSecret,
    kickMail: options.kickMail ?? (() => {}),
  });
  ledgerRoutes(app, { db });
  creditRoutes(app, { db, kickMail: options.kickMail ?? (() => {}) });
  vesselCallRoutes(app, { db });
  co2xRoutes(app, { db });
  accountInquiryRoutes(app, { db });
  terminationRoutes(app, { db });
  rentalRoutes(app, { db });
  leasingRoutes(app, { db });
  departmentRoutes(app, { db });
  fuelRoutes(app, { db });
  insuranceRoutes(app, { db });
  certificateRoutes(app, { db, publicUrl: options.publicUrl, inquiryRateMax: options.certificateInquiryRateMax });
  gatewayRoutes(app, { db, gateway: options.paymentGateway ?? null });
  paymentsRoutes(app, { db, gateway: options.paymentGateway ?? null });
  paymentDeskRoutes(app, { db, gateway: options.paymentGateway ?? null });
  bankAccountRoutes(app, { db, gateway: options.paymentGateway ?? null });
  payoutRoutes(app, { db, gateway: options.paymentGateway ?? null, kickMail: options.kickMail ?? (() => {}) });
  taxSequenceRoutes(app, { db });
  trackingRoutes(app, { db, deviceRateMax: options.trackingDeviceRateMax, changes });
  trackingAlertRoutes(app, { db });
  cargoTrackingRoutes(app, { db, rateMax: options.cargoTrackingRateMax });
  trackingLiveRoutes(app, { db, connection: pool.options, pool });
  taxInvoiceRoutes(app, { db });
  sageRoutes(app, { db });
  helpRoutes(app);
  guideRoutes(app);
  enquiryRoutes(app, { db, tokenSecret: options.tokenSecret, rateMax: options.enquiryRateMax });
  taxReportRoutes(app, { db });
  webhookRoutes(app, {
    db,
    settings: options.webhooks ?? DEFAULT_WEBHOOK_SETTINGS,
    publicUrl: options.publicUrl,
    kick: options.kickWebhooks ?? (() => {}),
  });
  reportRoutes(app, { db, pool });
  if (options.webDir) await installWeb(app, options.webDir);
  return app;
}
