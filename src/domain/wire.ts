import { z } from 'zod';

/**
 * A point in time in a response: the server hands zod a Date (drizzle's query builder), or PostgreSQL's text of a
 * timestamptz (raw `db.execute` rows); JSON carries either as a string. Response schemas use it for every timestamp.
 */
export const timestamp = z.union([z.date(), z.string()]).describe('Date-time (ISO 8601, or PostgreSQL text from raw queries)');

/** A value as it arrives in the browser: every Date of a response schema's type is an ISO 8601 string on the wire. */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** The type the web reads from a response schema (`Wire` of its output). */
export type WireOf<S extends z.ZodType> = Wire<z.output<S>>;
