import { can } from '../../domain/permissions';
import { RESOURCE_LOOKUPS } from '../../domain/resources/lookup-table';
import { actionEnabled, filterFields, type FieldDef, type ResourceDef, type RowAction } from '../../domain/resources/types';
import type { ResourceRowSchema } from '../../domain/resources/row-schema';
import type { WireOf } from '../../domain/wire';
import { isCacheable } from './master-cache';

/** A row of a resource as the server sends it (`resourceRowSchema` of its definition). */
export type Row = WireOf<ResourceRowSchema>;

/** Spec §4 detail-screen view types. */
export const VIEW_TYPES = ['new', 'edit', 'view', 'clone', 'amend'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];
export const isViewType = (value: unknown): value is ViewType => (VIEW_TYPES as readonly unknown[]).includes(value);

/** Row actions in the order the list shows them (spec §6). */
export const ROW_ACTIONS: readonly RowAction[] = ['view', 'edit', 'clone', 'amend', 'activate', 'deactivate', 'delete'];
/** Actions that change the record (and need the write permission). */
const WRITE_ACTIONS: ReadonlySet<RowAction> = new Set(['edit', 'clone', 'amend', 'activate', 'deactivate', 'delete']);

export { heldBy } from '../lib/use-can';

export const canRead = (def: ResourceDef, held: readonly string[]): boolean =>
  def.permissions.read === 'signedIn' || can(held, def.permissions.read);

export const canWrite = (def: ResourceDef, held: readonly string[]): boolean => can(held, def.permissions.write);

/** The row actions a user may use on a row in this status (definition, status and permission). */
export function rowActions(def: ResourceDef, status: string | undefined, held: readonly string[]): RowAction[] {
  const write = canWrite(def, held);
  return ROW_ACTIONS.filter((action) => actionEnabled(def, action, status) && (write || !WRITE_ACTIONS.has(action)));
}

export const titleKey = (def: ResourceDef): string => `resources.${def.name}.title`;
export const fieldLabelKey = (def: ResourceDef, field: string): string => `resources.${def.name}.fields.${field}`;
export const optionLabelKey = (def: ResourceDef, field: string, value: string): string =>
  `resources.${def.name}.options.${field}.${value}`;
/** A field's label key: its own (`label`, own-API entities) or the resource's. */
export const labelKeyOf = (def: ResourceDef, field: FieldDef): string => field.label ?? fieldLabelKey(def, field.name);
/** A select option's label key: under the field's `optionsKey` or the resource's. */
export const optionKeyOf = (def: ResourceDef, field: FieldDef, value: string): string =>
  field.optionsKey ? `${field.optionsKey}.${value}` : optionLabelKey(def, field.name, value);

export const statusOf = (def: ResourceDef, row: Row | undefined): string | undefined => {
  const value = def.statusField && row ? row[def.statusField] : undefined;
  return typeof value === 'string' ? value : undefined;
};

export const keyOf = (def: ResourceDef, row: Partial<Row>): string => String(row[def.key] ?? '');

export const versionOf = (row: Row | undefined): number | undefined =>
  typeof row?.version === 'number' ? row.version : undefined;

/** The statuses of a resource's status field (A/I unless the definition says otherwise). */
export const statusesOf = (def: ResourceDef): readonly string[] => def.statuses ?? ['A', 'I'];

export const listColumns = (def: ResourceDef): FieldDef[] => def.fields.filter((f) => f.list && !f.filterOnly);

/** The list's named filters: the definition's filter fields, and its status (as a pseudo select field). */
export function filterDefs(def: ResourceDef): FieldDef[] {
  return filterFields(def).map(
    (name) => def.fields.find((f) => f.name === name) ?? { name, kind: 'select', options: [...statusesOf(def)] },
  );
}

export const sortableFields = (def: ResourceDef): string[] => def.fields.filter((f) => f.sortable).map((f) => f.name);

/** Where a lookup's options come from: the client cache, a server search as the user types, or one fetch. */
export type LookupSource = { kind: 'cached'; entity: string } | { kind: 'search'; name: string } | { kind: 'list'; name: string };

export function lookupSource(name: string): LookupSource {
  const def = Object.hasOwn(RESOURCE_LOOKUPS, name) ? RESOURCE_LOOKUPS[name] : undefined;
  if (def?.cacheName && isCacheable(def.cacheName)) return { kind: 'cached', entity: def.cacheName };
  // Other resources (ports, trucks…) can be large: search on the server. Fixed vocabularies are small.
  if (def) return { kind: 'search', name };
  return { kind: 'list', name };
}

/** The detail route of a record in a view type. */
export const detailPath = (def: ResourceDef, viewType: ViewType, key?: string): string =>
  `${def.webDetail}/${viewType}${key ? `/${encodeURIComponent(key)}` : ''}`;
