import { API_BASE } from '../../domain/api-paths';
import type { documentContent } from '../../domain/document-responses';
import type {
  registrationAttachment,
  registrationDocumentRow,
  registrationForm,
  registrationView,
  requestedDocument,
} from '../../domain/registration-responses';
import type { WireOf } from '../../domain/wire';

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

/** The registration feature's query keys (the visitor's registration, its documents, the form's options). */
export const registrationKeys = {
  all: ['registration'] as const,
  /** A registration (a saved one, or `new`) and what the page and its documents read of it. */
  registration: (regId: string | null | undefined) => [...registrationKeys.all, regId ?? 'new'] as const,
  /** A registration as opened with `key` (its secret or read access; null for a blank one). */
  form: (regId: string | null | undefined, key: string | null) => [...registrationKeys.registration(regId), key] as const,
  attachments: (regId: string) => [...registrationKeys.registration(regId), 'attachments'] as const,
  suppDocs: (atypId: string, ctryCode: string, lang: string) =>
    [...registrationKeys.all, 'suppDocs', atypId, ctryCode, lang] as const,
  countries: (lang: string) => [...registrationKeys.all, 'countries', lang] as const,
  accountTypes: (lang: string) => [...registrationKeys.all, 'accountTypes', lang] as const,
};

/** A saved registration (GET /api/register/{regId}, and the save's answer: with the secret on the first save). */
export type SavedRegistration = WireOf<typeof registrationView>;
/** What the page opens: a blank registration (GET /api/mockregister/new, no id nor state yet) or a saved one. */
export type Registration = WireOf<typeof registrationForm> & Partial<SavedRegistration>;
/** A supporting document asked for the account type (and the company's country), described in the UI language. */
export type SuppDoc = WireOf<typeof requestedDocument>;
/** One document of the registration as its list shows it. */
export type RegDocument = WireOf<typeof registrationAttachment>;
/** A document as the upload answers it. */
export type UploadedRegDocument = WireOf<typeof registrationDocumentRow>;
/** A document with its content (base64), to view it. */
export type RegDocumentContent = WireOf<typeof documentContent>;

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
