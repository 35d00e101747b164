import { inputSchema } from '../../domain/resources/schema';
import type { FieldDef, ResourceDef } from '../../domain/resources/types';
import type { ZodType } from 'zod';
import type { Row } from './resource-meta';

/** Form state: text for every input (numbers stay strings while typed), booleans for switches. */
export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;
export type FormMode = 'create' | 'update';
/** Field -> i18n key of its first problem. */
export type FieldErrorMap = Partial<Record<string, string>>;

/** The first problem of each top-level field as an i18n key (the domain schemas' messages are keys). */
function zodFieldErrors(schema: ZodType, value: unknown): FieldErrorMap | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const errors: FieldErrorMap = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '_form')] ??= issue.message;
  return errors;
}

const emptyOf = (field: FieldDef): FormValue => (field.kind === 'boolean' ? false : '');

export function emptyValues(def: ResourceDef): FormValues {
  return Object.fromEntries(def.fields.map((f) => [f.name, emptyOf(f)]));
}

function formValueOf(field: FieldDef, value: unknown): FormValue {
  if (field.kind === 'boolean') return value === true;
  if (value === null || value === undefined) return '';
  if (field.kind === 'date') return String(value).slice(0, 10);
  return String(value);
}

/** A record as form values; `clone` empties the key (a new record prefilled from this one). */
export function valuesFromRow(def: ResourceDef, row: Row, clone = false): FormValues {
  const values = Object.fromEntries(def.fields.map((f) => [f.name, formValueOf(f, row[f.name])]));
  if (clone) values[def.key] = '';
  return values;
}

/** The fields the input of a mode carries (no generated key on create; nothing immutable on update). */
export function inputFields(def: ResourceDef, mode: FormMode): FieldDef[] {
  return def.fields.filter((f) => {
    if (f.name === def.key && def.keyGenerated) return false;
    return !(mode === 'update' && f.immutable);
  });
}

function inputValueOf(field: FieldDef, value: FormValue | undefined): unknown {
  if (field.kind === 'boolean') return value === true;
  const text = typeof value === 'string' ? value : '';
  if (field.kind === 'int') return text.trim() === '' ? '' : Number(text);
  return text;
}

const isEmpty = (value: FormValue | undefined): boolean =>
  value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Checks the form with the resource's shared schema (the one the server validates with). Returns the
 * input to send, or the per-field errors as i18n keys.
 */
export function validateValues(
  def: ResourceDef,
  values: FormValues,
  mode: FormMode,
  version?: number,
): { input: Record<string, unknown>; errors: null } | { input: null; errors: FieldErrorMap } {
  const fields = inputFields(def, mode);
  const raw: Record<string, unknown> = Object.fromEntries(fields.map((f) => [f.name, inputValueOf(f, values[f.name])]));
  if (mode === 'update') raw.version = version;
  const schema = inputSchema(def, mode);
  const errors: FieldErrorMap = { ...(zodFieldErrors(schema, raw) ?? {}) };
  // An empty required field says so, whatever its kind.
  for (const field of fields) if (field.required && isEmpty(values[field.name])) errors[field.name] = 'validation.required';
  if (Object.keys(errors).length) return { input: null, errors };
  const parsed = schema.parse(raw) as Record<string, unknown>;
  return { input: parsed, errors: null };
}
