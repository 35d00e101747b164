import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDef } from '../../domain/resources/types';

/** A resource as the server runs it: the shared definition plus its table. */
export interface ServerResource {
  def: ResourceDef;
  table: PgTable;
  /** Unique constraint name -> the field it guards (a duplicate is that field's error, not a 500). */
  unique?: Record<string, string>;
}
