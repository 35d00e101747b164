import type { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import type {
  enquiryChallenge,
  enquiryDetail,
  enquiryRow,
  operatorContact,
  publicFaqRow,
} from '../../domain/enquiries/enquiries';
import type { WireOf } from '../../domain/wire';

export type PublicFaqRow = z.infer<typeof publicFaqRow>;
export type OperatorContact = z.infer<typeof operatorContact>;
export type EnquiryChallenge = WireOf<typeof enquiryChallenge>;
export type EnquiryRow = WireOf<typeof enquiryRow>;
export type EnquiryDetail = WireOf<typeof enquiryDetail>;

const PUBLIC = `${TRUCKING_API}/public`;
export const infoApi = {
  faq: () => `${PUBLIC}/faq`,
  contact: () => `${PUBLIC}/contact`,
  challenge: () => `${PUBLIC}/enquiries/challenge`,
  send: () => `${PUBLIC}/enquiries`,
  enquiries: () => `${TRUCKING_API}/enquiries`,
  enquiry: (enqId: string) => `${TRUCKING_API}/enquiries/${encodeURIComponent(enqId)}`,
  act: (enqId: string, verb: string) => `${TRUCKING_API}/enquiries/${encodeURIComponent(enqId)}/${verb}`,
  guides: () => `${TRUCKING_API}/guides`,
};

export const infoKeys = {
  all: ['info'] as const,
  /** The FAQ in one language. */
  faq: (lang: string) => (query: Record<string, string | number>) => [...infoKeys.all, 'faq', lang, query] as const,
  contact: () => [...infoKeys.all, 'contact'] as const,
  challenge: () => [...infoKeys.all, 'challenge'] as const,
  guides: (lang: string) => [...infoKeys.all, 'guides', lang] as const,
  /** Every page of the enquiry list (what a change of an enquiry refreshes). */
  enquiryLists: () => [...infoKeys.all, 'enquiries'] as const,
  enquiries: () => (query: Record<string, string | number>) => [...infoKeys.enquiryLists(), query] as const,
  enquiry: (enqId: string) => [...infoKeys.all, 'enquiry', enqId] as const,
};
