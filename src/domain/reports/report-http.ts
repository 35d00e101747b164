import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../datatable';
import { timestamp } from '../wire';
import { REPORT_FILES, REPORT_IDS, REPORT_RUN_STATES, reportParams } from './reports';

/** The reports' HTTP shapes (server routes, OpenAPI; the web takes only their types, so its chunks stay without the datatable schema). */

export const reportIdParams = z.object({ id: z.enum(REPORT_IDS) });
export const reportRunParams = z.object({ runId: z.coerce.number().int().positive().max(2_147_483_647) });
export const reportFileParams = reportRunParams.extend({ file: z.enum(REPORT_FILES) });

export const reportRunQuery = datatableQuery
  .extend({ status: z.enum(REPORT_RUN_STATES).optional(), reportId: z.enum(REPORT_IDS).optional() })
  .strict();
export type ReportRunQuery = z.infer<typeof reportRunQuery>;

export const reportRunRow = z.object({
  runId: z.number().int(),
  reportId: z.enum(REPORT_IDS),
  usrId: z.string(),
  accnId: z.string(),
  params: reportParams,
  status: z.enum(REPORT_RUN_STATES),
  rowsDone: z.number().int(),
  rowsTotal: z.number().int().nullable(),
  percent: z.number().int(),
  hasXlsx: z.boolean(),
  hasPdf: z.boolean(),
  /** The PDF holds only the first PDF_MAX_ROWS rows. */
  pdfCapped: z.boolean(),
  error: z.string().nullable(),
  createdAt: timestamp,
  startedAt: timestamp.nullable(),
  finishedAt: timestamp.nullable(),
  expiresAt: timestamp.nullable(),
});
export type ReportRunRow = z.infer<typeof reportRunRow>;
export const reportRunList = datatableResponse(reportRunRow);

/** The catalogue as the list screen shows it: the reports the user may run. */
export const reportCatalogue = z.array(
  z.object({
    id: z.enum(REPORT_IDS),
    title: z.object({ en: z.string(), id: z.string() }),
    description: z.object({ en: z.string(), id: z.string() }),
    periodOf: z.object({ en: z.string(), id: z.string() }),
    states: z.array(z.string()),
    columns: z.array(z.object({ key: z.string(), type: z.string(), en: z.string(), id: z.string() })),
  }),
);

/**
 * A run's request body as the routes declare it: any report's parameters (the stored shape, each optional). The
 * report's own schema (`REPORT_PARAMS`) then checks it in full: the period's days and span, that report's states, no
 * other keys.
 */
export const reportRunBody = reportParams.partial().loose();
