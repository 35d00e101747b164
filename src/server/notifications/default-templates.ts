import type { EventType } from '../../domain/notifications/event-types';
import type { TemplateChannel, TemplateLang } from '../../domain/notifications/templates';

interface Texts {
  /** The type's name (the master's descriptions). */
  name: { en: string; id: string };
  /** The notification's title (in-app) and the e-mail's subject. */
  subject: { en: string; id: string };
  /** One or two sentences: the in-app text and the e-mail's paragraph. */
  line: { en: string; id: string };
}

const t = (nameEn: string, nameId: string, sEn: string, sId: string, lEn: string, lId: string): Texts => ({
  name: { en: nameEn, id: nameId },
  subject: { en: sEn, id: sId },
  line: { en: lEn, id: lId },
});

/** The seeded texts of every event type (English and Bahasa Indonesia); the administrators edit them after. */
export const DEFAULT_TEXTS: Record<EventType, Texts> = {
  JOB_SUBMITTED: t(
    'Job submitted',
    'Pekerjaan diajukan',
    'Job {{jobNo}} submitted',
    'Pekerjaan {{jobNo}} diajukan',
    '{{actorCompany}} submitted job {{jobNo}} (ref. {{customerRefNo}}). Please accept or reject it.',
    '{{actorCompany}} mengajukan pekerjaan {{jobNo}} (ref. {{customerRefNo}}). Silakan terima atau tolak.',
  ),
  JOB_ACCEPTED: t(
    'Job accepted',
    'Pekerjaan diterima',
    'Job {{jobNo}} accepted',
    'Pekerjaan {{jobNo}} diterima',
    '{{actorCompany}} accepted job {{jobNo}} (ref. {{customerRefNo}}).',
    '{{actorCompany}} menerima pekerjaan {{jobNo}} (ref. {{customerRefNo}}).',
  ),
  JOB_REJECTED: t(
    'Job rejected',
    'Pekerjaan ditolak',
    'Job {{jobNo}} rejected',
    'Pekerjaan {{jobNo}} ditolak',
    '{{actorCompany}} rejected job {{jobNo}}. Reason: {{reason}}',
    '{{actorCompany}} menolak pekerjaan {{jobNo}}. Alasan: {{reason}}',
  ),
  JOB_CANCELLED: t(
    'Job cancelled',
    'Pekerjaan dibatalkan',
    'Job {{jobNo}} cancelled',
    'Pekerjaan {{jobNo}} dibatalkan',
    '{{actorCompany}} cancelled job {{jobNo}}. Reason: {{reason}}',
    '{{actorCompany}} membatalkan pekerjaan {{jobNo}}. Alasan: {{reason}}',
  ),
  JOB_ASSIGNED: t(
    'Truck and driver assigned',
    'Truk dan pengemudi ditugaskan',
    'Job {{jobNo}}: truck and driver assigned',
    'Pekerjaan {{jobNo}}: truk dan pengemudi ditugaskan',
    '{{actorCompany}} assigned {{driverName}} with truck {{truckPlate}} to job {{jobNo}}.',
    '{{actorCompany}} menugaskan {{driverName}} dengan truk {{truckPlate}} untuk pekerjaan {{jobNo}}.',
  ),
  JOB_STARTED: t(
    'Job started',
    'Pekerjaan dimulai',
    'Job {{jobNo}} started',
    'Pekerjaan {{jobNo}} dimulai',
    '{{actorCompany}} started job {{jobNo}}: the truck is on its way.',
    '{{actorCompany}} memulai pekerjaan {{jobNo}}: truk sedang dalam perjalanan.',
  ),
  JOB_DELIVERED: t(
    'Delivery recorded',
    'Pengiriman dicatat',
    'Job {{jobNo}}: delivery recorded',
    'Pekerjaan {{jobNo}}: pengiriman dicatat',
    '{{actorCompany}} recorded a delivery of job {{jobNo}}. The job is now {{jobState}}.',
    '{{actorCompany}} mencatat pengiriman pekerjaan {{jobNo}}. Status pekerjaan sekarang {{jobState}}.',
  ),
  JOB_WITHDRAWN: t(
    'Job withdrawn',
    'Pekerjaan ditarik',
    'Job {{jobNo}} withdrawn',
    'Pekerjaan {{jobNo}} ditarik',
    '{{actorCompany}} withdrew job {{jobNo}}; it is back with them as a draft.',
    '{{actorCompany}} menarik pekerjaan {{jobNo}}; pekerjaan kembali menjadi draf.',
  ),
  JOB_DOCUMENT_ATTACHED: t(
    'Delivery order attached',
    'Delivery order dilampirkan',
    'Job {{jobNo}}: delivery order attached',
    'Pekerjaan {{jobNo}}: delivery order dilampirkan',
    '{{actorCompany}} attached the delivery order of job {{jobNo}}.',
    '{{actorCompany}} melampirkan delivery order pekerjaan {{jobNo}}.',
  ),
  BILL_SUBMITTED: t(
    'Bill submitted',
    'Tagihan diajukan',
    'Bill {{documentNo}} for job {{jobNo}}',
    'Tagihan {{documentNo}} untuk pekerjaan {{jobNo}}',
    '{{actorCompany}} billed job {{jobNo}}: {{currency}} {{amount}}. Please verify the bill.',
    '{{actorCompany}} menagih pekerjaan {{jobNo}}: {{currency}} {{amount}}. Silakan verifikasi tagihan.',
  ),
  BILL_VERIFIED: t(
    'Bill verified',
    'Tagihan diverifikasi',
    'Bill {{documentNo}} verified',
    'Tagihan {{documentNo}} diverifikasi',
    '{{actorCompany}} verified the bill of job {{jobNo}} ({{currency}} {{amount}}).',
    '{{actorCompany}} memverifikasi tagihan pekerjaan {{jobNo}} ({{currency}} {{amount}}).',
  ),
  BILL_ACKNOWLEDGED: t(
    'Bill acknowledged',
    'Tagihan diakui',
    'Bill {{documentNo}} acknowledged',
    'Tagihan {{documentNo}} diakui',
    '{{actorCompany}} acknowledged the bill of job {{jobNo}} ({{currency}} {{amount}}).',
    '{{actorCompany}} mengakui tagihan pekerjaan {{jobNo}} ({{currency}} {{amount}}).',
  ),
  BILL_APPROVED: t(
    'Bill approved',
    'Tagihan disetujui',
    'Bill {{documentNo}} approved',
    'Tagihan {{documentNo}} disetujui',
    '{{actorCompany}} approved the bill of job {{jobNo}} ({{currency}} {{amount}}).',
    '{{actorCompany}} menyetujui tagihan pekerjaan {{jobNo}} ({{currency}} {{amount}}).',
  ),
  BILL_REJECTED: t(
    'Bill rejected',
    'Tagihan ditolak',
    'Bill {{documentNo}} rejected',
    'Tagihan {{documentNo}} ditolak',
    '{{actorCompany}} rejected the bill of job {{jobNo}}. Reason: {{reason}}',
    '{{actorCompany}} menolak tagihan pekerjaan {{jobNo}}. Alasan: {{reason}}',
  ),
  PAYMENT_RECEIVED: t(
    'Payment received',
    'Pembayaran diterima',
    'Payment received for {{documentNo}}',
    'Pembayaran diterima untuk {{documentNo}}',
    'We received {{currency}} {{amount}} for {{documentNo}} on {{paidAt}}. Thank you.',
    'Kami menerima {{currency}} {{amount}} untuk {{documentNo}} pada {{paidAt}}. Terima kasih.',
  ),
  PAYMENT_FAILED: t(
    'Payment failed',
    'Pembayaran gagal',
    'Payment for {{documentNo}} failed',
    'Pembayaran untuk {{documentNo}} gagal',
    'The payment of {{currency}} {{amount}} for {{documentNo}} failed: {{reason}}. Please pay again.',
    'Pembayaran {{currency}} {{amount}} untuk {{documentNo}} gagal: {{reason}}. Silakan bayar kembali.',
  ),
  PAYOUT_SENT: t(
    'Payout sent',
    'Pembayaran keluar dikirim',
    'Payout {{payoutNo}} sent',
    'Pembayaran {{payoutNo}} dikirim',
    'Payout {{payoutNo}} of {{currency}} {{amount}} was sent to your account at {{bankName}}.',
    'Pembayaran {{payoutNo}} sebesar {{currency}} {{amount}} telah dikirim ke rekening Anda di {{bankName}}.',
  ),
  CREDIT_LIMIT_CHANGED: t(
    'Credit limit changed',
    'Limit kredit diubah',
    'Your credit limit changed',
    'Limit kredit Anda diubah',
    'Your credit limit is now {{currency}} {{limit}}.',
    'Limit kredit Anda sekarang {{currency}} {{limit}}.',
  ),
  TAX_INVOICE_ISSUED: t(
    'Tax invoice issued',
    'Faktur pajak diterbitkan',
    'Tax invoice {{invoiceNo}} issued',
    'Faktur pajak {{invoiceNo}} diterbitkan',
    'Tax invoice {{invoiceNo}} (tax number {{taxNo}}) of {{currency}} {{amount}} was issued.',
    'Faktur pajak {{invoiceNo}} (nomor seri {{taxNo}}) sebesar {{currency}} {{amount}} telah diterbitkan.',
  ),
  ACCOUNT_APPROVED: t(
    'Account approved',
    'Akun disetujui',
    'Welcome to Lintas, {{accnName}}',
    'Selamat datang di Lintas, {{accnName}}',
    'The account of {{accnName}} was approved. You can now use the portal.',
    'Akun {{accnName}} telah disetujui. Anda sekarang dapat menggunakan portal.',
  ),
  ACCOUNT_SUSPENDED: t(
    'Account suspended',
    'Akun ditangguhkan',
    'The account of {{accnName}} is suspended',
    'Akun {{accnName}} ditangguhkan',
    'The account of {{accnName}} was suspended. Reason: {{reason}}',
    'Akun {{accnName}} ditangguhkan. Alasan: {{reason}}',
  ),
  PASSWORD_RESET: t(
    'Password reset requested',
    'Permintaan atur ulang kata sandi',
    'Password reset for {{userId}}',
    'Atur ulang kata sandi untuk {{userId}}',
    'A password reset was requested for user {{userId}}. If it was not you, tell your administrator.',
    'Permintaan atur ulang kata sandi untuk pengguna {{userId}}. Jika bukan Anda, beri tahu administrator Anda.',
  ),
  CONTRACT_EXPIRING: t(
    'Contract about to expire',
    'Kontrak akan berakhir',
    'Contract {{contractNo}} ends in {{daysLeft}} days',
    'Kontrak {{contractNo}} berakhir dalam {{daysLeft}} hari',
    'Contract {{contractNo}} ends on {{endDate}} ({{daysLeft}} days left). Renew it in time to keep your rates.',
    'Kontrak {{contractNo}} berakhir pada {{endDate}} (sisa {{daysLeft}} hari). Perpanjang tepat waktu agar tarif tetap berlaku.',
  ),
  REGISTRATION_RECEIVED: t(
    'Registration received',
    'Registrasi diterima',
    'New registration: {{accnName}}',
    'Registrasi baru: {{accnName}}',
    '{{accnName}} ({{accnType}}) registered and waits for review.',
    '{{accnName}} ({{accnType}}) telah mendaftar dan menunggu peninjauan.',
  ),
  TRACKING_ALERT: t(
    'Tracking alert',
    'Peringatan pelacakan',
    'Alert on {{truckPlate}}: {{alertKind}}',
    'Peringatan pada {{truckPlate}}: {{alertKind}}',
    'Truck {{truckPlate}}: {{detail}}.',
    'Truk {{truckPlate}}: {{detail}}.',
  ),
  PING: t(
    'Webhook test event',
    'Peristiwa uji webhook',
    'Webhook test event',
    'Peristiwa uji webhook',
    'A test event sent to check a webhook endpoint.',
    'Peristiwa uji yang dikirim untuk memeriksa endpoint webhook.',
  ),
  PAYMENT_EXPIRED: t(
    'Virtual account expired',
    'Virtual account kedaluwarsa',
    'Virtual account {{documentNo}} expired',
    'Virtual account {{documentNo}} kedaluwarsa',
    'Virtual account {{documentNo}} for {{currency}} {{amount}} expired unpaid on {{expiredAt}}. Start the payment again to get a new one.',
    'Virtual account {{documentNo}} sebesar {{currency}} {{amount}} kedaluwarsa tanpa pembayaran pada {{expiredAt}}. Mulai pembayaran lagi untuk mendapatkan yang baru.',
  ),
};

const SIGNATURE = { en: 'Lintas', id: 'Lintas' };
const OPEN = { en: 'Open it in the portal: {{recordUrl}}', id: 'Buka di portal: {{recordUrl}}' };
const HELLO = { en: 'Hello,', id: 'Halo,' };

/** The seeded text of one template: in-app is the line itself; the e-mail adds a greeting and the link. */
export function defaultTemplate(type: EventType, channel: TemplateChannel, lang: TemplateLang) {
  const x = DEFAULT_TEXTS[type];
  if (channel === 'INAPP') return { subject: x.subject[lang], body: x.line[lang] };
  return {
    subject: `Lintas: ${x.subject[lang]}`,
    body: `${HELLO[lang]}\n\n${x.line[lang]}\n\n${OPEN[lang]}\n\n${SIGNATURE[lang]}`,
  };
}
