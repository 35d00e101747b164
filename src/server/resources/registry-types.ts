import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceRowOutput } from '../../domain/resources/row-schema';
import type { ResourceDef } from '../../domain/resources/types';
import type { Tx } from '../db/client';
import type { Principal } from '../http/principal';

/** A resource as the server runs it: the shared definition plus its table. */
export interface ServerResource {
  def: ResourceDef;
  table: PgTable;
  /** Unique constraint name -> the field it guards (a duplicate is that field's error, not a 500). */
  unique?: Record<string, string>;
  /**
   * Create and edit: checks across tables in the write's transaction before the row is written (e.g. a reference
   * must be the caller's own company's); throws VALIDATION_FAILED. `before` is null on create.
   */
  beforeWrite?(tx: Tx, principal: Principal, values: Record<string, unknown>, before: ResourceRowOutput | null): Promise<void>;
  /** Create and edit: side records in the same transaction after the row is written (e.g. a history). */
  afterWrite?(tx: Tx, principal: Principal, row: ResourceRowOutput, before: ResourceRowOutput | null): Promise<void>;
}
