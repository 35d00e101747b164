import { z } from 'zod';

/** The value types of a system parameter. */
export const PARAM_TYPES = ['INT', 'BOOL', 'STRING'] as const;
export type ParamType = (typeof PARAM_TYPES)[number];

export interface ParamDefinition {
  type: ParamType;
  default: string;
  min?: number;
  max?: number;
  en: string;
  id: string;
}

/** System parameters the product reads, with their defaults (seeded on first start). */
export const SYSTEM_PARAMS = {
  SESSION_IDLE_MINUTES: {
    type: 'INT',
    default: '30',
    min: 5,
    max: 720,
    en: 'Minutes of inactivity after which a session ends',
    id: 'Menit tanpa aktivitas sebelum sesi berakhir',
  },
  PASSWORD_MAX_AGE_DAYS: {
    type: 'INT',
    default: '90',
    min: 1,
    max: 3650,
    en: 'Days after which a password must be changed',
    id: 'Hari setelah kata sandi harus diganti',
  },
  LOGIN_MAX_ATTEMPTS: {
    type: 'INT',
    default: '5',
    min: 1,
    max: 50,
    en: 'Failed sign-in attempts in a row that lock a user',
    id: 'Jumlah gagal masuk berturut-turut yang mengunci pengguna',
  },
  LOGIN_LOCK_MINUTES: {
    type: 'INT',
    default: '15',
    min: 1,
    max: 1440,
    en: 'Minutes a locked user stays locked',
    id: 'Menit pengguna terkunci',
  },
  REGISTRATION_EXPIRY_DAYS: {
    type: 'INT',
    default: '30',
    min: 1,
    max: 365,
    en: 'Days after its last change that a registration draft (or one returned for amendment) not submitted expires',
    id: 'Hari sejak perubahan terakhir sebelum draf pendaftaran (atau yang dikembalikan untuk perbaikan) yang belum diajukan kedaluwarsa',
  },
  JOB_START_WINDOW_HOURS: {
    type: 'INT',
    default: '24',
    min: 0,
    max: 720,
    en: 'Hours before its earliest pickup from which a truck operator may start a job',
    id: 'Jam sebelum penjemputan paling awal sejak kapan operator truk boleh memulai pekerjaan',
  },
  TRACKING_DWELL_MINUTES: {
    type: 'INT',
    default: '3',
    min: 0,
    max: 120,
    en: 'Minutes a truck must stay inside (or outside) a geofence before the enter (or exit) counts',
    id: 'Menit truk harus tetap di dalam (atau di luar) geofence sebelum masuk (atau keluar) dihitung',
  },
  TRACKING_RETENTION_MONTHS: {
    type: 'INT',
    default: '13',
    min: 1,
    max: 120,
    en: 'Months of truck positions kept; older monthly partitions are dropped',
    id: 'Bulan posisi truk yang disimpan; partisi bulanan yang lebih lama dihapus',
  },
  SUPPORT_EMAIL: {
    type: 'STRING',
    default: 'support@lintas.co.id',
    en: 'Support e-mail shown to users',
    id: 'E-mail dukungan yang ditampilkan kepada pengguna',
  },
  TAX_NUMBERING: {
    type: 'STRING',
    default: 'RANGE',
    en: "How tax invoices get their numbers: RANGE (from GLI's NSFP ranges) or CORETAX (the tax office's Coretax gives them)",
    id: 'Cara faktur pajak mendapat nomor: RANGE (dari rentang NSFP GLI) atau CORETAX (diberikan sistem Coretax DJP)',
  },
  TAX_INVOICE_PREFIX: {
    type: 'STRING',
    default: '010.000',
    en: "The NSFP prefix (3 digits . 3 digits) whose ranges give tax invoices their numbers (the year is the invoice date's)",
    id: 'Prefiks NSFP (3 digit . 3 digit) yang rentangnya memberi nomor faktur pajak (tahunnya dari tanggal faktur)',
  },
  REPORT_KEEP_DAYS: {
    type: 'INT',
    default: '7',
    min: 1,
    max: 90,
    en: 'Days a generated report (XLSX and PDF) is kept for download before it is deleted',
    id: 'Hari laporan yang dibuat (XLSX dan PDF) disimpan untuk diunduh sebelum dihapus',
  },
  CO2_OFFSET_PARTNER_URL: {
    type: 'STRING',
    default: 'https://offset-partner.example/lintas',
    en: 'The carbon offset partner a company is sent to from /co2xRedirect (the request reference and tonnes are added)',
    id: 'Mitra offset karbon yang dituju perusahaan dari /co2xRedirect (referensi permintaan dan ton ditambahkan)',
  },
  // The operator's details on the contact pages (issue 18; decision 0031).
  OPERATOR_NAME: {
    type: 'STRING',
    default: 'PT Lintas Digital Nusantara',
    en: "The platform operator's name on the contact pages",
    id: 'Nama operator platform di halaman kontak',
  },
  OPERATOR_ADDRESS: {
    type: 'STRING',
    default: 'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190',
    en: "The operator's address on the contact pages",
    id: 'Alamat operator di halaman kontak',
  },
  OPERATOR_PHONE: {
    type: 'STRING',
    default: '+62 21 5091 2026',
    en: "The operator's telephone number on the contact pages",
    id: 'Nomor telepon operator di halaman kontak',
  },
  SUPPORT_HOURS: {
    type: 'STRING',
    default: 'Mon-Fri 08:00-17:00 WIB',
    en: 'Support hours on the contact pages',
    id: 'Jam layanan dukungan di halaman kontak',
  },
} as const satisfies Record<string, ParamDefinition>;

export type SystemParamKey = keyof typeof SYSTEM_PARAMS;

/** Validates a value for a parameter of the given definition; same rules on both sides. */
export function paramValueSchema(def: ParamDefinition) {
  switch (def.type) {
    case 'INT': {
      const n = z
        .string()
        .trim()
        .regex(/^-?\d+$/, 'validation.integer');
      const min = def.min;
      const max = def.max;
      return n
        .refine((v) => min === undefined || Number(v) >= min, { message: 'validation.tooSmall' })
        .refine((v) => max === undefined || Number(v) <= max, { message: 'validation.tooBig' });
    }
    case 'BOOL':
      return z.enum(['true', 'false']);
    default:
      return z.string().trim().min(1, 'validation.required').max(1000, 'validation.tooLong');
  }
}

export const updateSysParamBody = z
  .object({
    sysValue: z.string().max(1000),
    version: z.number().int().min(1),
  })
  .strict();

/** A system parameter as the list and its editor read it (the stored value type; an unknown one reads as STRING). */
export const sysParamRow = z.object({
  sysKey: z.string(),
  sysValue: z.string(),
  valueType: z.string(),
  descEn: z.string(),
  descId: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
  version: z.number().int(),
});
