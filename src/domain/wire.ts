import { z } from 'zod';

/**
 * A point in time in a response: the server hands zod a Date, JSON carries it as an ISO 8601 string.
 * Response schemas use it for every timestamp, so the OpenAPI document shows `date-time`.
 */
export const timestamp = z.date();

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
