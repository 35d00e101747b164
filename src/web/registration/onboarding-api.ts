import { useQuery } from '@tanstack/react-query';
import type { onboardingRow, pendingDocument } from '../../domain/registration-responses';
import type { WireOf } from '../../domain/wire';
import { useApi } from '../lib/api-context';
import { apiPath } from '../lib/admin-api';
import type { RegistrationVerb } from '../../domain/registration';

/** Registration approval states a reviewer filters on (spec §4, plus RET returned for amendment). */
export const REVIEW_STATES = ['P', 'RET', 'C', 'V', 'R', 'X'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const VERIFY_STATES = ['NOT_VERIFIED', 'RETURNED', 'VERIFIED'] as const;
export type VerifyState = (typeof VERIFY_STATES)[number];

/** One row of the onboarding list (accnId/accnStatus: the company it became, from approval on). */
export type RegistrationRow = WireOf<typeof onboardingRow>;

export interface RegistrationDocument {
  attId: string;
  attType: string;
  attName: string;
  validTo: string | null;
  verifyState: VerifyState;
  verifyReason: string | null;
}

export interface RequiredDocument {
  attType: string;
  descEn: string | null;
  descId: string | null;
  docGroup: string | null;
  mandatory: boolean;
}

interface Address {
  addrLn1?: string | null;
  addrLn2?: string | null;
  addrLn3?: string | null;
  addrProv?: string | null;
  addrCity?: string | null;
  addrPcode?: string | null;
  addrCtry?: { ctyCode?: string | null } | null;
}

export interface RegistrationReview {
  accnrId: string;
  /** The registration-approval verbs the signed-in user may use now (the server's workflow). */
  actions: RegistrationVerb[];
  approvalState: string;
  returnReasons: string | null;
  atypId: string | null;
  accnId: string | null;
  submittedAt: string | null;
  updatedAt: string | null;
  portalAccn: {
    accnDetails: {
      accnName?: string;
      accnCoyRegn?: string;
      TMstAccnType?: { atypId?: string };
      accnContact?: { contactTel?: string; contactEmail?: string; contactFax?: string | null };
      accnAddr?: Address;
    };
  };
  coreUsr: {
    usrName?: string;
    usrPassNid?: string;
    usrTitle?: string | null;
    usrContact?: { contactTel?: string; contactEmail?: string };
    usrAddr?: Address;
  } | null;
  services: string[];
  documents: RegistrationDocument[];
  requiredDocs: RequiredDocument[];
}

/** A document waiting for verification. */
export type PendingDocument = WireOf<typeof pendingDocument>;

export interface DocumentContent {
  attId: string;
  attType: string;
  attName: string;
  mimeType: string;
  attData: string;
}

export const registrationsPath = (...parts: string[]) => apiPath('registrations', ...parts);
export const DOC_VERIFICATION_PATH = apiPath('docverification');

/** One registration under review (GET /registrations/:regId). */
export function useRegistration(regId: string) {
  const api = useApi();
  return useQuery({
    queryKey: onboardingKeys.item(regId),
    queryFn: ({ signal }) => api.get<RegistrationReview>(registrationsPath(regId), { signal }),
    enabled: regId !== '',
  });
}

/** The mandatory document types that have no verified file yet: approval waits for them. */
export function unverifiedMandatory(review: Pick<RegistrationReview, 'documents' | 'requiredDocs'>): RequiredDocument[] {
  return review.requiredDocs.filter(
    (d) => d.mandatory && !review.documents.some((a) => a.attType === d.attType && a.verifyState === 'VERIFIED'),
  );
}

/** The document type's name in the UI language. */
export const docTypeName = (doc: { attType: string; descEn?: string | null; descId?: string | null }, lang: string) =>
  (lang.startsWith('id') ? doc.descId : doc.descEn) ?? doc.descEn ?? doc.attType;

/** The reviewer's screen of a registration: edit (actions) while it waits for review, else view. */
export const reviewPath = (regId: string, approvalState: string) =>
  `/onboarding/${approvalState === 'P' ? 'edit' : 'view'}/${encodeURIComponent(regId)}`;

/** A file from its base64 content. */

/** The onboarding feature's query keys (registrations, document verification); invalidation goes through them. */
export const onboardingKeys = {
  all: ['registrations'] as const,
  list: (query: Record<string, string | number>) => [...onboardingKeys.all, 'list', query] as const,
  item: (regId: string) => [...onboardingKeys.all, 'item', regId] as const,
  document: (regId: string, attId: string | number | null) => [...onboardingKeys.all, 'document', regId, attId] as const,
  docVerification: ['docverification'] as const,
};
