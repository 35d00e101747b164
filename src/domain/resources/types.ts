import type { AccountType } from '../accounts';
import type { Permission } from '../permissions';

/** How a field is entered and shown (spec §5 input behaviour decides digits-only etc.). */
/** `file`: a document of the company (attachment id), uploaded through the document repository. */
/** `datetime`: a moment (ISO text), shown DD/MM/YYYY HH:mm in WIB; listed, never entered. */
export type FieldKind =
  | 'text'
  | 'code'
  | 'email'
  | 'phone'
  | 'textarea'
  | 'int'
  | 'decimal'
  | 'date'
  | 'datetime'
  | 'select'
  | 'lookup'
  | 'boolean'
  | 'file';

export interface FieldDef {
  name: string;
  kind: FieldKind;
  required?: boolean;
  max?: number;
  /** int/decimal bounds. */
  min?: number;
  maxValue?: number;
  /**
   * select: the allowed values (labels from i18n `resources.<name>.options.<field>.<value>`);
   * lookup over a fixed vocabulary: its values (labels from the lookup).
   */
  options?: readonly string[];
  /** lookup: the name of the lookup that fills the dropdown (`GET …/lookups/{name}`). */
  lookup?: string;
  /** file: the document type the upload is stored as. */
  attType?: string;
  /** Shown as a list column. */
  list?: boolean;
  sortable?: boolean;
  /** Matched by the list's free-text search. */
  search?: boolean;
  /** Offered as a named list filter (exact match). */
  filter?: boolean;
  /** Cannot be changed after creation (the key, usually). */
  immutable?: boolean;
  /** Upper-cased on input (codes, plate numbers). */
  upper?: boolean;
  /** A pattern the value must match, with its i18n message key. */
  pattern?: { regex: string; message: string };
  /** The value's last digit is its Luhn check digit (IMEI), else `validation.checkDigit`. */
  luhn?: boolean;
  /** The i18n key of the label, instead of `resources.<name>.fields.<field>` (own-API entities reuse their keys). */
  label?: string;
  /** The i18n prefix of the select options' labels (`<optionsKey>.<value>`), instead of `resources.<name>.options.<field>`. */
  optionsKey?: string;
  /** A code or id shown in a monospace cell. */
  mono?: boolean;
  /** datetime: with seconds (logs). */
  seconds?: boolean;
  /** Not a column of the row: only a list filter (a date range's ends). */
  filterOnly?: boolean;
  /** The filter's label key when it differs from the column's. */
  filterLabel?: string;
  /** A filter the URL may carry (a link's pre-filter) that has no input of its own. */
  hiddenFilter?: boolean;
}

/**
 * An entity whose server routes stay hand-written (its spec'd API paths): the engine's web list drives it, the
 * generic CRUD of `src/server/resources` does not apply (it is never in `RESOURCES`).
 */
export interface OwnApi {
  /** Root of the feature's query keys (`['sysparams', 'list', query]`), so its own mutations refresh the list. */
  queryKey: string;
  /** The endpoint has the search box's `search` parameter (default true); or the placeholder's i18n key. */
  search?: boolean | { placeholder: string };
  /** The endpoint has `…/export` (CSV/XLSX) like the engine's. */
  export?: boolean;
}

export type RowAction = 'view' | 'edit' | 'clone' | 'amend' | 'activate' | 'deactivate' | 'delete';

/**
 * One entity of the resource engine (DESIGN.md): everything both sides need to list, show,
 * create, change and act on it. The zod schema is derived from the fields (see schema.ts).
 */
export interface ResourceDef {
  /** Singular name, used in routes and i18n (`resources.<name>`). */
  name: string;
  /** Route segment of the API and web list: `/api/v1/lintas/trucking/<path>`. */
  path: string;
  /** The key field; `generated` keys are assigned by the server. */
  key: string;
  keyGenerated?: boolean;
  fields: FieldDef[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** Who may read (list, view, lookup) and write (create, edit, status actions, delete). */
  permissions: { read: Permission | 'signedIn'; write: Permission };
  /** platform: one list for all; owned: each row belongs to a company (column accnId). */
  tenant: 'platform' | 'owned';
  /** owned resources: account types that may own rows (e.g. fleet: truck operators). */
  ownerTypes?: readonly AccountType[];
  /** The status column (A active / I inactive unless `statuses` says otherwise). */
  statusField?: string;
  statuses?: readonly string[];
  /** Row actions and the statuses in which each is enabled (absent: any status). */
  actions: Partial<Record<RowAction, readonly string[] | true>>;
  /** Lookup shape `{ value, desc }` (spec §3) and whether only active rows are offered. */
  /** Dropdown option: value column, description columns (English), and their Indonesian columns by position. */
  lookup?: { value: string; desc: readonly string[]; descId?: readonly string[]; activeOnly?: boolean };
  /** Master data cached by the client: its name in `portalCacheTimeStamp` data.master. */
  cacheName?: string;
  /** The web routes of spec §2.3 for this entity (list, and detail with {viewType}/{key?}). */
  webList: string;
  webDetail: string;
  /** The list title's i18n key, instead of `resources.<name>.title`. */
  title?: string;
  /** The list's named filters in the order they are sent; default the fields flagged `filter`, then the status. */
  filters?: readonly string[];
  /** Set: the server side is the feature's own routes at `path` (see OwnApi). */
  ownApi?: OwnApi;
}

export const STATUS_ACTIVE = 'A';
export const STATUS_INACTIVE = 'I';

/** The status an action moves a row to (status actions only). */
export const ACTION_TARGET: Partial<Record<RowAction, string>> = { activate: 'A', deactivate: 'I' };

/** Is the action enabled for a row in this status? */
export function actionEnabled(def: ResourceDef, action: RowAction, status: string | undefined): boolean {
  const rule = def.actions[action];
  if (!rule) return false;
  if (rule === true || status === undefined) return true;
  return rule.includes(status);
}

/**
 * The datatable filters of a resource's list: fields flagged `filter`, plus its status. (Here rather than in
 * schema.ts, so a list screen does not download zod.)
 */
export function filterFields(def: ResourceDef): string[] {
  if (def.filters) return [...def.filters];
  const fields = def.fields.filter((f) => f.filter).map((f) => f.name);
  if (def.statusField && !fields.includes(def.statusField)) fields.push(def.statusField);
  return fields;
}
