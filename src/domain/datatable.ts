import { z } from 'zod';
import { PAGE_SIZES } from './page-sizes';

// In a module of its own, so the web's list screens take the page sizes without zod.
export { PAGE_SIZES };

const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), {
    message: `must be one of ${PAGE_SIZES.join(', ')}`,
  });

/**
 * Datatable request parameters shared by every list: draw (or its older name echo), start,
 * length, sort column, sort direction and free-text search. Each list adds its own named
 * filters with `.extend()` and is strict: an unknown parameter is a validation error.
 */
export const datatableQuery = z
  .object({
    draw: z.coerce.number().int().min(0).optional(),
    echo: z.coerce.number().int().min(0).optional(),
    start: z.coerce.number().int().min(0).max(10_000_000).default(0),
    length: pageSize.default(10),
    sort: z.string().max(64).optional(),
    order: z.enum(['asc', 'desc']).default('asc'),
    search: z.string().max(200).optional(),
  })
  .strict();

export type DatatableQuery = z.infer<typeof datatableQuery>;

export interface DatatableResponse<T> {
  draw: number;
  iTotalRecords: number;
  iTotalDisplayRecords: number;
  aaData: T[];
}

export const datatableResponse = <T extends z.ZodType>(row: T) =>
  z.object({
    draw: z.number().int(),
    iTotalRecords: z.number().int(),
    iTotalDisplayRecords: z.number().int(),
    aaData: z.array(row),
  });

/** Lookup option (spec §3). */
export const lookupOption = z.object({ value: z.string(), desc: z.string() });
export type LookupOption = z.infer<typeof lookupOption>;
