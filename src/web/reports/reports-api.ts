import type { ReportFile, ReportId } from '../../domain/reports/reports';
import type { reportCatalogue, reportRunList } from '../../domain/reports/report-http';
import type { WireOf } from '../../domain/wire';
import { apiPath } from '../lib/admin-api';

export { REPORT_ROUTES } from './reports-paths';

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
