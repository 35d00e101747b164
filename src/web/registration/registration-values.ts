/*
 * The registration form's values and their reading from a saved registration; light (no rules), so the reviewer's
 * screen reads a registration's sections with it too.
 */
import type { registrationForm } from '../../domain/registration-responses';
import type { WireOf } from '../../domain/wire';

/** The registration form as the server answers it (its sections as saved: a draft's may be partial). */
type SavedForm = WireOf<typeof registrationForm>;

/** An address of the form (the company's and the administrator's). */
export interface AddressValues {
  addrLn1: string;
  addrLn2?: string | null;
  addrLn3?: string | null;
  addrProv?: string | null;
  addrCity?: string | null;
  addrPcode: string;
  addrCtry: { ctyCode: string };
}

/** The company section of the form (accnDetails, spec §3), every field a text. */
export interface CompanyValues {
  accnId?: string | null;
  accnName: string;
  accnCoyRegn: string;
  accnStatus?: string | null;
  TMstAccnType: { atypId: string };
  accnContact: { contactTel: string; contactEmail: string; contactFax?: string | null };
  accnAddr: AddressValues;
}

/** The administrator section of the form (coreUsr, spec §3), every field a text. */
export interface AdminValues {
  usrName: string;
  usrPassNid: string;
  usrTitle?: string | null;
  usrContact: { contactTel: string; contactEmail: string };
  usrAddr: AddressValues;
}

/**
 * The form: the two sections as the server shapes them, and the chosen services. The server answers the sections as
 * saved (a draft's may be partial, so its response schema leaves them open); `valuesOf` reads them into these.
 */
export interface RegValues {
  accnDetails: CompanyValues;
  coreUsr: AdminValues;
  services: string[];
}

/** A saved field as text (a draft may hold anything, or nothing). */
export const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function addressOf(raw: unknown): AddressValues {
  const a = (raw ?? {}) as Record<string, unknown>;
  const ctry = (a.addrCtry ?? {}) as Record<string, unknown>;
  return {
    addrLn1: text(a.addrLn1),
    addrLn2: text(a.addrLn2),
    addrLn3: text(a.addrLn3),
    addrProv: text(a.addrProv),
    addrCity: text(a.addrCity),
    addrPcode: text(a.addrPcode),
    addrCtry: { ctyCode: text(ctry.ctyCode) || 'ID' },
  };
}

/** Form values of a loaded (or blank) registration: every field a string, nothing missing. */
export function valuesOf(reg: Pick<SavedForm, 'portalAccn' | 'coreUsr' | 'services'>): RegValues {
  const d: Record<string, unknown> = reg.portalAccn?.accnDetails ?? {};
  const contact = (d.accnContact ?? {}) as Record<string, unknown>;
  const u = (reg.coreUsr ?? {}) as Record<string, unknown>;
  const uContact = (u.usrContact ?? {}) as Record<string, unknown>;
  return {
    accnDetails: {
      accnId: text(d.accnId) || null,
      accnName: text(d.accnName),
      accnCoyRegn: text(d.accnCoyRegn),
      accnStatus: text(d.accnStatus) || 'N',
      TMstAccnType: { atypId: text((d.TMstAccnType as Record<string, unknown> | undefined)?.atypId) },
      accnContact: {
        contactTel: text(contact.contactTel),
        contactEmail: text(contact.contactEmail),
        contactFax: text(contact.contactFax),
      },
      accnAddr: addressOf(d.accnAddr),
    },
    coreUsr: {
      usrName: text(u.usrName),
      usrPassNid: text(u.usrPassNid),
      usrTitle: text(u.usrTitle),
      usrContact: { contactTel: text(uContact.contactTel), contactEmail: text(uContact.contactEmail) },
      usrAddr: addressOf(u.usrAddr),
    },
    services: Array.isArray(reg.services) ? reg.services.filter((s) => typeof s === 'string') : [],
  };
}
