import type { AccountInquiry, InquiryRow } from '../../domain/account-inquiry/account-inquiry';
import type { Wire } from '../../domain/wire';
import { apiPath } from '../lib/admin-api';

export type InquiryListRow = Wire<InquiryRow>;
export type InquiryPage = Wire<AccountInquiry>;

/** The account inquiry's API paths (src/server/account-inquiry). */
export const accountInquiryApi = {
  list: () => apiPath('account-inquiry'),
  item: (accnId: string) => apiPath('account-inquiry', accnId),
};

type Query = Record<string, string | number>;

/** The account inquiry's query keys. */
export const accountInquiryKeys = {
  all: ['account-inquiry'] as const,
  list: (query: Query) => [...accountInquiryKeys.all, 'list', query] as const,
  item: (accnId: string) => [...accountInquiryKeys.all, 'item', accnId] as const,
};
