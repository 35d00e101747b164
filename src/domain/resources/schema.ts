import { z } from 'zod';
import { luhnValid } from '../tracking/tracking';
import type { FieldDef, ResourceDef } from './types';

function fieldSchema(field: FieldDef): z.ZodType {
  const required = field.required === true;
  let schema: z.ZodType;
  switch (field.kind) {
    case 'int': {
      let n = z.number({ message: 'validation.number' }).int('validation.integer');
      if (field.min !== undefined) n = n.min(field.min, 'validation.tooSmall');
      if (field.maxValue !== undefined) n = n.max(field.maxValue, 'validation.tooBig');
      schema = n;
      break;
    }
    case 'decimal': {
      // Exact decimals travel as strings ("12.50"); never floats.
      schema = z
        .string()
        .trim()
        .regex(/^-?\d{1,15}(\.\d{1,6})?$/, 'validation.decimal');
      // A lower bound compares the exact string's value; the number is only used for the comparison.
      if (field.min !== undefined) {
        const min = field.min;
        schema = (schema as z.ZodString).refine((v) => Number(v) >= min, 'validation.tooSmall');
      }
      if (field.maxValue !== undefined) {
        const max = field.maxValue;
        schema = (schema as z.ZodString).refine((v) => Number(v) <= max, 'validation.tooBig');
      }
      break;
    }
    case 'boolean':
      schema = z.boolean();
      break;
    case 'file':
      schema = z.string().uuid('validation.file');
      break;
    case 'date':
      schema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');
      break;
    case 'select':
      schema = z.enum(field.options as [string, ...string[]], { message: 'validation.option' });
      break;
    case 'lookup':
      // A lookup over a fixed vocabulary validates against it; over a table, the database's reference does.
      schema = field.options
        ? z.enum(field.options as [string, ...string[]], { message: 'validation.option' })
        : required
          ? z
              .string()
              .trim()
              .min(1, 'validation.required')
              .max(field.max ?? 64, 'validation.tooLong')
          : z
              .string()
              .trim()
              .max(field.max ?? 64, 'validation.tooLong');
      if (field.upper && !field.options) schema = (schema as z.ZodString).transform((v) => v.toUpperCase());
      break;
    default: {
      let s = z.string().trim();
      if (required) s = s.min(1, 'validation.required');
      if (field.max) s = s.max(field.max, 'validation.tooLong');
      if (field.kind === 'email') s = s.email('validation.emailInvalid');
      if (field.kind === 'phone') s = s.regex(/^\+?[0-9 ()-]{6,24}$/, 'validation.phone');
      if (field.pattern) s = s.regex(new RegExp(field.pattern.regex), field.pattern.message);
      const checked = field.luhn ? s.refine((v) => v === '' || luhnValid(v), 'validation.checkDigit') : s;
      schema = field.upper ? checked.transform((v) => v.toUpperCase()) : checked;
    }
  }
  if (required) return schema;
  // Optional: an empty string is "no value".
  return z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable()).optional();
}

/** The input schema of a resource (create; update adds `version`), shared by the form and the server. */
export function inputSchema(def: ResourceDef, mode: 'create' | 'update') {
  const shape: Record<string, z.ZodType> = {};
  for (const field of def.fields) {
    if (field.name === def.key && def.keyGenerated) continue;
    if (mode === 'update' && field.immutable) continue;
    shape[field.name] = fieldSchema(field);
  }
  if (mode === 'update') shape.version = z.number().int().min(1);
  return z.object(shape).strict();
}
