import type { reportCatalogue, reportRunList, ReportFile, ReportId } from '../../domain/reports/reports';
import type { WireOf } from '../../domain/wire';
import { apiPath } from '../lib/admin-api';

/** Web routes of the background reports (issue 17, spec §2.3). */
export const REPORT_ROUTES = {
  /** The catalogue and the user's runs. */
  list: '/reports/list',
  /** The parameters form of one report. */
  generate: '/reports/generate/:id',
} as const;

export const generatePath = (id: string) => `/reports/generate/${encodeURIComponent(id)}`;

/** API paths of the reports (docs/api.md, Reports). */
export const reportsApi = {
  catalogue: () => apiPath('reports', 'catalogue'),
  runs: () => apiPath('reports', 'runs'),
  create: (id: ReportId) => apiPath('reports', id, 'runs'),
  file: (runId: number, file: ReportFile) => apiPath('reports', 'runs', runId, 'files', file),
};

export type CatalogueEntry = WireOf<typeof reportCatalogue>[number];
export type ReportRun = WireOf<typeof reportRunList>['aaData'][number];
