import { z } from 'zod';
import { EVENT_TYPES, NOTIFIED_EVENT_TYPES, variablesOf, type EventType } from './event-types';

/** The channels a template is written for (webhooks carry the event's data, not a text). */
export const TEMPLATE_CHANNELS = ['INAPP', 'EMAIL'] as const;
export type TemplateChannel = (typeof TEMPLATE_CHANNELS)[number];
export const TEMPLATE_LANGS = ['en', 'id'] as const;
export type TemplateLang = (typeof TEMPLATE_LANGS)[number];

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** The variable names a text uses (`{{jobNo}}` → `jobNo`), each once, in order. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** The variables of a text its type does not know. */
export const unknownVariables = (type: EventType, text: string): string[] => {
  const known = new Set(variablesOf(type));
  return placeholdersOf(text).filter((v) => !known.has(v));
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Fills `{{variable}}` placeholders from `vars` (a missing or null one becomes empty). `html`: each value is
 * HTML-escaped (the text around it is the template's own).
 */
export function renderText(text: string, vars: Record<string, string | number | null | undefined>, html = false): string {
  return text.replace(PLACEHOLDER, (_m, name: string) => {
    const value = vars[name];
    const s = value === null || value === undefined ? '' : String(value);
    return html ? escapeHtml(s) : s;
  });
}

/** An e-mail body as HTML: the text escaped as a whole, lines kept, the values filled in escaped. */
export const renderHtml = (text: string, vars: Record<string, string | number | null | undefined>): string =>
  renderText(escapeHtml(text), vars, true).replace(/\n/g, '<br>\n');

/** Sample values for previews: a plausible value for every variable of every type. */
export const SAMPLE_VALUES: Record<string, string> = {
  jobNo: 'JOB2026000123',
  customerRefNo: 'PO-88412',
  jobState: 'ACP',
  actorCompany: 'PT Sumber Makmur Logistik',
  reason: 'Truck not available on that date',
  driverName: 'Budi Santoso',
  truckPlate: 'B 9123 KXT',
  documentNo: 'BILL2026000045',
  amount: '2.550.000,00',
  currency: 'IDR',
  paidAt: '27/11/2026 10:15 WIB',
  expiredAt: '28/11/2026 10:15 WIB',
  payoutNo: 'PO2026000017',
  bankName: 'Bank Central Asia',
  limit: '500.000.000,00',
  invoiceNo: 'INV2026000031',
  taxNo: '010.000-26.00000031',
  accnName: 'PT Cahaya Ekspor Nusantara',
  accnType: 'ACC_TYPE_CO',
  userId: 'CO1',
  resetUrl: 'https://portal.lintas.co.id/trucking/session/reset?token=…',
  contractNo: 'CT2026000008',
  endDate: '31/12/2026',
  daysLeft: '30',
  alertKind: 'SPEEDING',
  detail: '92 km/h over the 80 km/h limit',
  recordUrl: 'https://portal.lintas.co.id/trucking/applications/services/job/truck/view/JOB2026000123',
  companyName: 'PT Cahaya Ekspor Nusantara',
};

/**
 * A template as written (`/notification/templates`), the shared schema of the form, the save and the preview:
 * an unknown `{{variable}}` is a field error naming it (`…unknownVariable?name=foo`, translated by the server).
 */
export const templateText = z
  .object({
    ntCode: z.enum(NOTIFIED_EVENT_TYPES as [EventType, ...EventType[]], { message: 'validation.required' }),
    channel: z.enum(TEMPLATE_CHANNELS, { message: 'validation.required' }),
    lang: z.enum(TEMPLATE_LANGS, { message: 'validation.required' }),
    subject: z.string().trim().min(1, 'validation.required').max(256, 'validation.tooLong'),
    body: z.string().trim().min(1, 'validation.required').max(8000, 'validation.tooLong'),
  })
  .superRefine((t, ctx) => {
    for (const field of ['subject', 'body'] as const) {
      const unknown = unknownVariables(t.ntCode, t[field]);
      if (unknown.length > 0)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `notifications.templates.unknownVariable?name=${encodeURIComponent(unknown.join(', '))}`,
        });
    }
  });
export type TemplateText = z.infer<typeof templateText>;

/** A template rendered with sample data (`POST …/templates/preview`); e-mail also as escaped HTML. */
export const templatePreview = z.object({ subject: z.string(), body: z.string(), html: z.string().nullable() });

export const isEventType = (code: string): code is EventType => Object.hasOwn(EVENT_TYPES, code);
