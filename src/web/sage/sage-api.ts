import type {
  arAgeingPage,
  arReportList,
  SagePart,
  sageBatchList,
  sageCodeList,
  sageGlSettings,
} from '../../domain/finance/sage';
import type { WireOf } from '../../domain/wire';
import { apiPath } from '../lib/admin-api';

/** Web routes of the AR report and the Sage 300 exports (issue 15, spec §2.3). */
export const SAGE_ROUTES = {
  /** The AR ageing on screen and the generated AR reports. */
  arReport: '/administration/ARreport',
  /** The Sage batches: generate a half-month, download its four workbooks. */
  batches: '/manage/sage/excel',
  /** The GL account of each charge type and the companies' customer and vendor codes. */
  settings: '/manage/sage/tax',
  /** The batches' status: who downloaded when, marked imported. */
  integrations: '/opadmin/sageintegrations',
} as const;

/** API paths of the AR report and the Sage exports (docs/api.md, AR report and Sage 300). */
export const sageApi = {
  ageing: () => apiPath('finance', 'ar', 'ageing'),
  arReports: () => apiPath('finance', 'ar', 'reports'),
  arReportXlsx: (id: number) => apiPath('finance', 'ar', 'reports', id, 'xlsx'),
  glAccounts: () => apiPath('finance', 'sage', 'gl-accounts'),
  codes: () => apiPath('finance', 'sage', 'codes'),
  code: (accnId: string) => apiPath('finance', 'sage', 'codes', accnId),
  batches: () => apiPath('finance', 'sage', 'batches'),
  workbook: (id: number, part: SagePart) => apiPath('finance', 'sage', 'batches', id, 'xlsx', part),
  imported: (id: number) => apiPath('finance', 'sage', 'batches', id, 'imported'),
};

export type ArAgeingPage = WireOf<typeof arAgeingPage>;
export type ArAgeingRow = ArAgeingPage['aaData'][number];
export type ArAgeingTotals = ArAgeingPage['totals'][number];
export type ArReport = WireOf<typeof arReportList>['aaData'][number];
export type SageBatch = WireOf<typeof sageBatchList>['aaData'][number];
export type SageCode = WireOf<typeof sageCodeList>['aaData'][number];
export type SageGlSettings = WireOf<typeof sageGlSettings>;
