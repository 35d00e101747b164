import { useQuery } from '@tanstack/react-query';
import type {
  onboardingRow,
  pendingDocument,
  registrationApproval,
  registrationClosure,
  registrationDocumentContent,
  registrationReview,
  supportingDoc,
} from '../../domain/registration-responses';
import type { WireOf } from '../../domain/wire';
import { useApi } from '../lib/api-context';
import { apiPath } from '../lib/admin-api';

/** Registration approval states a reviewer filters on (spec §4, plus RET returned for amendment). */
export const REVIEW_STATES = ['P', 'RET', 'C', 'V', 'R', 'X'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const VERIFY_STATES = ['NOT_VERIFIED', 'RETURNED', 'VERIFIED'] as const;
export type VerifyState = (typeof VERIFY_STATES)[number];

/** One row of the onboarding list (accnId/accnStatus: the company it became, from approval on). */
export type RegistrationRow = WireOf<typeof onboardingRow>;

/** A registration under review (GET /registrations/:regId): the form's sections as saved, its documents and actions. */
export type RegistrationReview = WireOf<typeof registrationReview>;
/** One document of the registration under review. */
export type RegistrationDocument = RegistrationReview['documents'][number];
/** A document type the registration's account type asks for. */
export type RequiredDocument = WireOf<typeof supportingDoc>;

/** A document waiting for verification. */
export type PendingDocument = WireOf<typeof pendingDocument>;

/** A decision's answer: approved (with the company and its first user), or rejected or returned. */
export type RegistrationDecision = WireOf<typeof registrationApproval> | WireOf<typeof registrationClosure>;

/** One document with its content (base64), for the reviewer to open. */
export type DocumentContent = WireOf<typeof registrationDocumentContent>;

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
