/** Account types (spec §1, §3, §6). */
export const ACCOUNT_TYPES = {
  SP_OP_ADMIN: { en: 'Platform operator', id: 'Operator platform' },
  ACC_TYPE_GLI: { en: 'GLI (tax/finance administrator)', id: 'GLI (administrator pajak/keuangan)' },
  ACC_TYPE_FINANCE: { en: 'Finance', id: 'Keuangan' },
  ACC_TYPE_CO: { en: 'Cargo owner', id: 'Pemilik barang' },
  ACC_TYPE_FF_CO: { en: 'Cargo owner (forwarder customer)', id: 'Pemilik barang (pelanggan forwarder)' },
  ACC_TYPE_FF: { en: 'Freight forwarder', id: 'Freight forwarder' },
  ACC_TYPE_TO: { en: 'Truck operator', id: 'Operator truk' },
  ACC_TYPE_TO_WJ: { en: 'Truck operator without job', id: 'Operator truk tanpa pekerjaan' },
  ACC_TYPE_SL: { en: 'Shipping line', id: 'Perusahaan pelayaran' },
  ACC_TYPE_SP: { en: 'Service provider', id: 'Penyedia jasa' },
} as const;

export type AccountType = keyof typeof ACCOUNT_TYPES;
export const ACCOUNT_TYPE_CODES = Object.keys(ACCOUNT_TYPES) as AccountType[];

/**
 * Account types that may be the customer side (cargo owner or forwarder) and the truck operator side of a job or
 * contract. (Here rather than in contracts/contracts.ts, so the job list does not download zod.)
 */
export const CUSTOMER_ACCOUNT_TYPES = ['ACC_TYPE_CO', 'ACC_TYPE_FF', 'ACC_TYPE_FF_CO'] as const;
export const OPERATOR_ACCOUNT_TYPES = ['ACC_TYPE_TO', 'ACC_TYPE_TO_WJ'] as const;

/** Account status (spec §4). */
export const ACCOUNT_STATUSES = {
  N: { en: 'New registration', id: 'Registrasi baru' },
  D: { en: 'Deleted', id: 'Dihapus' },
  R: { en: 'Registration submitted', id: 'Registrasi diajukan' },
  X: { en: 'Rejected', id: 'Ditolak' },
  A: { en: 'Active', id: 'Aktif' },
  P: { en: 'Suspension submitted', id: 'Penangguhan diajukan' },
  S: { en: 'Suspended', id: 'Ditangguhkan' },
  V: { en: 'Termination submitted', id: 'Pengakhiran diajukan' },
  T: { en: 'Termination approved', id: 'Pengakhiran disetujui' },
  Q: { en: 'Resumption submitted', id: 'Pemulihan diajukan' },
} as const;

export type AccountStatus = keyof typeof ACCOUNT_STATUSES;
export const ACCOUNT_STATUS_CODES = Object.keys(ACCOUNT_STATUSES) as AccountStatus[];

export const USER_STATUSES = ['A', 'I'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
