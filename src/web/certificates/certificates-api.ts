import { API_BASE, TRUCKING_API } from '../../domain/api-paths';
import type { certificateAnswer, previewAnswer } from '../../domain/certificates/certificates';
import type { WireOf } from '../../domain/wire';

/** The server's certificate and preview calls (spec §7 paths). */
export const CERTIFICATE_API = {
  search: `${API_BASE}/certificate/print/searchCertificate`,
  byToken: (token: string, type: string) =>
    `${API_BASE}/certificate/print/redirect/${encodeURIComponent(token)}?type=${encodeURIComponent(type.toUpperCase())}`,
  print: `${API_BASE}/certificate/print/certificate`,
  falPreview: (falType: string, appId: string) =>
    `${API_BASE}/app/preview/fal/${encodeURIComponent(falType)}/${encodeURIComponent(appId)}`,
  formPreview: (appType: string, appId: string) =>
    `${API_BASE}/app/preview/${encodeURIComponent(appType)}/${encodeURIComponent(appId)}`,
  declarationPreview: (appId: string) => `${API_BASE}/app/preview/declaration/${encodeURIComponent(appId)}`,
  list: `${TRUCKING_API}/certificates`,
  revoke: (certId: string) => `${TRUCKING_API}/certificates/${encodeURIComponent(certId)}/revoke`,
} as const;

export const certificateKeys = {
  all: ['certificates'] as const,
  list: (query: Record<string, string | number>) => [...certificateKeys.all, 'list', query] as const,
};

/** What the token page and the inquiry answer (spec §3 certificate response with the page's facts). */
export type CertificateAnswer = WireOf<typeof certificateAnswer>;

/** Spec §7 preview response: data.data, a base64 PDF. */
export type PreviewAnswer = WireOf<typeof previewAnswer>;
