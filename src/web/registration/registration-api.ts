import type { ApprovalState } from '../../domain/registration';
import { API_BASE } from '../../domain/api-paths';

/** Registration calls (spec §7). */
export const REG_API = {
  blank: `${API_BASE}/mockregister/new`,
  save: `${API_BASE}/register/`,
  one: (regId: string) => `${API_BASE}/register/${encodeURIComponent(regId)}`,
  suppDocs: `${API_BASE}/register/suppDocs`,
  upload: `${API_BASE}/register/attch/upload`,
  attachments: (regId: string) => `${API_BASE}/register/${encodeURIComponent(regId)}/attachments`,
  attachment: (regId: string, attId: string) =>
    `${API_BASE}/register/${encodeURIComponent(regId)}/attachments/${encodeURIComponent(attId)}`,
  /** Spec §7: one file's attName and attData, for the holder of the registration's secret. */
  view: (attId: string) => `${API_BASE}/co/common/entity/attach/${encodeURIComponent(attId)}`,
  accountTypes: `${API_BASE}/accountTypes/all`,
  countries: `${API_BASE}/country/all`,
} as const;

export const SECRET_HEADER = 'x-registration-secret';

export interface Address {
  addrLn1: string;
  addrLn2?: string | null;
  addrLn3?: string | null;
  addrProv?: string | null;
  addrCity?: string | null;
  addrPcode: string;
  addrCtry: { ctyCode: string };
}

export interface AccnDetails {
  accnId?: string | null;
  accnName: string;
  accnCoyRegn: string;
  accnStatus?: string | null;
  TMstAccnType: { atypId: string };
  accnContact: { contactTel: string; contactEmail: string; contactFax?: string | null };
  accnAddr: Address;
}

export interface CoreUsr {
  usrName: string;
  usrPassNid: string;
  usrTitle?: string | null;
  usrContact: { contactTel: string; contactEmail: string };
  usrAddr: Address;
}

/** GET /api/register/{regId} and GET /api/mockregister/new (plus the save answer). */
export interface Registration {
  accnrId?: string | null;
  approvalState?: ApprovalState;
  returnReasons?: string | null;
  portalAccn: { accnDetails: AccnDetails };
  coreUsr: CoreUsr | null;
  services: string[];
  adminTabEnabled: boolean;
  supDocsEnabled: boolean;
  /** Read with the access answered to AUTHORIZED_REG: shown, never changed. */
  readOnly?: boolean;
  /** Answered by the first save only. */
  secret?: string;
}

export interface SuppDoc {
  attType: string;
  desc: string;
  docGroup: string;
  mandatory: boolean;
}

export interface RegDocument {
  attId: string;
  attType: string;
  attName: string;
  attSize: number;
  validTo: string | null;
  verifyState?: string;
  verifyReason?: string | null;
}

export interface RegDocumentContent {
  attId: string;
  attName: string;
  mimeType: string;
  attData: string;
}

const secretKey = (regId: string) => `lintas.registration.${regId}`;
const accessKey = (regId: string) => `lintas.registration.access.${regId}`;

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return null;
  }
}

/** The browser keeps the secret of each registration it saved (or opened by its e-mailed link). */
export function storeRegistrationSecret(regId: string, secret: string): void {
  try {
    storage('local')?.setItem(secretKey(regId), secret);
  } catch {
    // storage full or blocked: the e-mailed link still opens the registration
  }
}

/** A signed-in user's read-only access to the company's registration (AUTHORIZED_REG), for this tab. */
export function storeRegistrationAccess(regId: string, access: string): void {
  try {
    storage('session')?.setItem(accessKey(regId), access);
  } catch {
    // blocked storage: the page says the registration cannot be opened
  }
}

/** What opens registration `regId`: its secret, else a read-only access, else nothing. */
export function registrationKey(regId: string): string | null {
  return storage('local')?.getItem(secretKey(regId)) ?? storage('session')?.getItem(accessKey(regId)) ?? null;
}

/** The secret carried by a resume link's fragment (`#s=…`), or null. */
export function secretFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const secret = params.get('s');
  return secret && secret.length < 200 ? secret : null;
}

/** Whether the visitor may still change the registration (spec §2.5: not once it is P, C or V). */
export function isEditable(reg: Pick<Registration, 'approvalState' | 'readOnly'>): boolean {
  if (reg.readOnly) return false;
  return reg.approvalState === undefined || reg.approvalState === 'DRAFT' || reg.approvalState === 'RET';
}

/** The Submit button is hidden when the state means P, C or V (and for read-only access). */
export function submitHidden(reg: Pick<Registration, 'approvalState' | 'readOnly'>): boolean {
  return !isEditable(reg);
}
