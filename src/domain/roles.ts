/** Role codes (spec §6). The check is whether a user's authorities include the code. */
export const ROLES = {
  SYS_SUPER_ADMIN: { en: 'System super admin', id: 'Super admin sistem' },
  SP_OP_ADMIN: { en: 'Operator admin', id: 'Admin operator' },
  ADMIN: { en: 'Admin', id: 'Admin' },
  FINANCE_APPROVER: { en: 'Finance approver', id: 'Penyetuju keuangan' },
  SP_L1: { en: 'Level 1 support', id: 'Dukungan level 1' },
  OPS_ADMIN_OFFICER: { en: 'Operations admin officer', id: 'Petugas admin operasional' },
  OFFICER: { en: 'Officer', id: 'Petugas' },
  FF_FINANCE: { en: 'Forwarder finance', id: 'Keuangan forwarder' },
  SL_FINANCE: { en: 'Shipping line finance', id: 'Keuangan pelayaran' },
  SL_DOC_VERIFIER: { en: 'Shipping line document verifier', id: 'Verifikator dokumen pelayaran' },
  ACCN_ADMIN: { en: 'Account administrator', id: 'Administrator akun' },
  FF_ADMIN: { en: 'Freight forwarder administrator', id: 'Administrator freight forwarder' },
  FFCO_ADMIN: { en: 'FF-CO administrator', id: 'Administrator FF-CO' },
  TO_OPERATION: { en: 'Truck operator operation', id: 'Operasional operator truk' },
  FINANCE_ADMIN: { en: 'Finance admin', id: 'Admin keuangan' },
  FINANCE_HEAD: { en: 'Finance head', id: 'Kepala keuangan' },
  SP_OPS_ADMIN: { en: 'Service provider operations admin', id: 'Admin operasional penyedia jasa' },
  COMMERCIAL: { en: 'Commercial', id: 'Komersial' },
  BUSINESS_HEAD: { en: 'Business head', id: 'Kepala bisnis' },
  OP_ADMIN_NO_JOB: { en: 'Operator admin without job', id: 'Admin operator tanpa pekerjaan' },
  PC_OFFICER: { en: 'Port clearance officer', id: 'Petugas persetujuan kepelabuhanan' },
} as const;

export type RoleCode = keyof typeof ROLES;
export const ROLE_CODES = Object.keys(ROLES) as RoleCode[];

/** A role's name in the language (the code itself for a role this build does not know). */
export function roleName(code: string, lang: string | undefined): string {
  const names = (ROLES as Record<string, { en: string; id: string }>)[code];
  return names ? (lang === 'id' ? names.id : names.en) : code;
}

export function hasAuthority(authorities: readonly string[], role: RoleCode): boolean {
  return authorities.includes(role);
}
