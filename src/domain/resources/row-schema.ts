import { z } from 'zod';
import { timestamp } from '../wire';
import type { FieldDef, ResourceDef } from './types';

/** A field's value in a resource row: `int` a number, `boolean` a boolean, every other kind text; null when not set. */
export type ResourceFieldValue = string | number | boolean | null;

/**
 * A row of any resource as the server answers it (list rows, one record, create/change/status answers): the
 * definition's fields, its status, the owner company of an owned resource, who created and changed it and when, and
 * its optimistic-lock version. The web is generic over the definition, so it reads this shape (as `WireOf`); the
 * OpenAPI document shows each resource's exact row (`resourceRowSchema`).
 */
export interface ResourceRowOutput {
  [field: string]: ResourceFieldValue | Date | undefined;
  /** Owned resources: the company the row belongs to. */
  accnId?: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  createdBy: string | null;
  updatedBy: string | null;
  version: number;
}

export type ResourceRowSchema = z.ZodType<ResourceRowOutput, ResourceRowOutput>;

function valueSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'int':
      return z.number().int();
    case 'boolean':
      return z.boolean();
    case 'decimal':
      return z.string().describe('Exact decimal as text');
    case 'date':
      return z.string().describe('Date (YYYY-MM-DD)');
    case 'file':
      return z.string().describe('Document id (attId)');
    case 'select':
    case 'lookup':
      return field.options ? z.enum(field.options as [string, ...string[]]) : z.string();
    default:
      return z.string();
  }
}

/**
 * The response schema of one resource's rows, derived from its definition: each field by its kind (a key and a
 * required field never null), the status from the definition's statuses, the owner (owned resources) and the audit
 * columns every resource table has.
 */
export function resourceRowSchema(def: ResourceDef): ResourceRowSchema {
  const shape: Record<string, z.ZodType> = {};
  for (const field of def.fields) {
    const value = valueSchema(field);
    shape[field.name] = field.required || field.name === def.key ? value : value.nullable();
  }
  if (def.statusField) shape[def.statusField] = z.enum((def.statuses ?? ['A', 'I']) as [string, ...string[]]);
  if (def.tenant === 'owned') shape.accnId = z.string().describe('The company the row belongs to');
  Object.assign(shape, {
    createdAt: timestamp,
    updatedAt: timestamp,
    createdBy: z.string().nullable(),
    updatedBy: z.string().nullable(),
    version: z.number().int(),
  });
  return z.object(shape).describe(`A ${def.name}`) as unknown as ResourceRowSchema;
}
