import { z } from 'zod';

/** Response schemas of master data (the entities' options are `lookupOption` of datatable.ts). */

/** The last change time of each cached master entity (`GET /api/co/common/portalCacheTimeStamp`), ISO 8601. */
export const masterCacheStamps = z.object({ data: z.object({ master: z.record(z.string(), z.string()) }) });
