import { useQuery } from '@tanstack/react-query';
import type {
  agentAssociationRow,
  crewListDetail,
  crewListRow,
  vesselCallCertificate,
  vesselCallDetail,
  vesselCallOptions,
  vesselCallRow,
} from '../../domain/vessel-calls/vessel-calls';
import type { WireOf } from '../../domain/wire';
import { apiPath } from '../lib/admin-api';
import { useApi } from '../lib/api-context';
import { vesselCallKeys } from './vessel-call-keys';

export type VesselCallRow = WireOf<typeof vesselCallRow>;
export type VesselCallDetail = WireOf<typeof vesselCallDetail>;
/** A certificate of an application; `certToken` once the certificate is issued with its public link. */
export type VesselCallCertificate = WireOf<typeof vesselCallCertificate> & { certToken?: string | null };
export type VesselCallOptions = WireOf<typeof vesselCallOptions>;
export type CrewListRow = WireOf<typeof crewListRow>;
export type CrewListDetail = WireOf<typeof crewListDetail>;
export type AgentAssociationRow = WireOf<typeof agentAssociationRow>;

export const vesselCallsPath = (...parts: string[]) => apiPath('vessel-calls', ...parts);
export const crewListsPath = (...parts: string[]) => apiPath('crew-lists', ...parts);
export const agentAssociationsPath = (...parts: string[]) => apiPath('agent-associations', ...parts);

/** The public page of an issued certificate (its QR link). */
export const certificatePagePath = (certType: string, certToken: string) =>
  `/trucking/session/certificate/${encodeURIComponent(certType)}/${encodeURIComponent(certToken)}`;

/** The lines the user files for, the certificate services, ports and terminals (the form's choices). */
export function useVesselCallOptions(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: vesselCallKeys.options(),
    queryFn: ({ signal }) => api.get<VesselCallOptions>(vesselCallsPath('options'), { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** Badge colours of an application's status. */
export function vesselCallColor(status: string): string {
  if (status === 'APPROVED') return 'green';
  if (status === 'REJECTED') return 'red';
  if (status === 'SUBMITTED') return 'blue';
  if (status === 'RETURNED') return 'orange';
  return 'gray';
}

/** `YYYY-MM-DDTHH:mm` in WIB (UTC+7, no daylight saving) of an instant, for the date-time inputs. */
export function wibInput(value: string | null | undefined): string {
  if (!value) return '';
  const t = Date.parse(value);
  if (Number.isNaN(t)) return '';
  return new Date(t + 7 * 3_600_000).toISOString().slice(0, 16);
}
