import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { ZodType } from 'zod';
import { ValidationError } from './api-errors';
import { errorMessage } from './error-message';

export type FieldErrorMap<F extends string = string> = Partial<Record<F, string>>;

/**
 * Validates `value` with a shared zod schema. Returns the first problem of each top-level
 * field as an i18n key (the domain schemas' messages are keys), or null when valid.
 */
export function zodFieldErrors(schema: ZodType, value: unknown): FieldErrorMap | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const errors: FieldErrorMap = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Translates each i18n key of an error map. */
export function translateErrors(errors: FieldErrorMap, t: (key: string) => string): FieldErrorMap {
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, key ? t(key) : key]));
}

/**
 * Splits a failed call into per-field texts (VALIDATION_FAILED, already translated by the server)
 * and one form-level text for everything else.
 */
export function serverErrors(
  error: unknown,
  fields: readonly string[],
  t: TFunction,
): { fields: FieldErrorMap; form: string | null } {
  if (error instanceof ValidationError) {
    const flat = error.flattenFieldErrors();
    const known: FieldErrorMap = {};
    const other: string[] = [];
    for (const [field, text] of Object.entries(flat)) {
      if (fields.includes(field)) known[field] = text;
      else other.push(text);
    }
    const form = other.length ? other.join(' ') : Object.keys(known).length ? null : error.message;
    return { fields: known, form };
  }
  return { fields: {}, form: errorMessage(error, t) };
}

/** Small controlled form state: values plus per-field error texts; editing a field clears its error. */
export function useFormState<V extends Record<string, unknown>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrorMap<Extract<keyof V, string>>>({});
  const set = <K extends Extract<keyof V, string>>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };
  const reset = () => {
    setValues(initial);
    setErrors({});
  };
  return { values, errors, set, setErrors, reset };
}
