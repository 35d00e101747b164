import { sql } from 'drizzle-orm';
import type { AccountRequestStatus, AccountRequestType } from '../../domain/account-requests';
import type { UserStatus } from '../../domain/accounts';
import type { OutboxStatus } from '../../domain/outbox';
import type {
  ContractCurrency,
  ContractFinancingType,
  ContractPaymentMethod,
  ContractRequestKind,
  ContractRequestState,
  ContractStatus,
  FeeType,
} from '../../domain/contracts/contracts';
import type { RateTableState } from '../../domain/contracts/rate-tables';
import type { LedgerAccount, LedgerCause } from '../../domain/payments/ledger';
import type { CreditLimitStatus, CreditServiceType } from '../../domain/payments/credit';
import type { NotificationVerdict, VirtualAccountState } from '../../domain/payments/snap';
import type { PaymentMethodCode, PaymentTxnState } from '../../domain/payments/payment-txns';
import type { BankAccountState, PayoutFrequency, PayoutState } from '../../domain/payments/payouts';
import type { TaxNumberState, TaxSequenceState } from '../../domain/tax/tax-sequences';
import type { TaxReportState } from '../../domain/tax/tax-reports';
import type { ReportFile, ReportId, ReportParams, ReportRunState } from '../../domain/reports/reports';
import type { TaxInvoiceState, TaxNumberingMode } from '../../domain/tax/tax-invoices';
import type { CrewMember, VesselCallBody, VesselCallStatus } from '../../domain/vessel-calls/vessel-calls';
import type { RentalState, RentalType } from '../../domain/rentals/rentals';
import type { LeaseState } from '../../domain/leasing/leasing';
import type { FuelCardStatus, FuelUnmatched } from '../../domain/fuel/fuel';
import type { DeliveryStatus } from '../../domain/webhooks/webhooks';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  customType,
  boolean,
  check,
  char,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgMaterializedView,
  pgSequence,
  pgTable,
  doublePrecision,
  real,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Contact and address columns of the spec's accnContact/accnAddr and usrContact/usrAddr shapes. */
const contactAndAddress = {
  contactTel: varchar('contact_tel', { length: 1024 }),
  contactEmail: varchar('contact_email', { length: 128 }),
  contactFax: varchar('contact_fax', { length: 128 }),
  addrLn1: varchar('addr_ln1', { length: 64 }),
  addrLn2: varchar('addr_ln2', { length: 64 }),
  addrLn3: varchar('addr_ln3', { length: 64 }),
  addrProv: varchar('addr_prov', { length: 15 }),
  addrCity: varchar('addr_city', { length: 15 }),
  addrPcode: varchar('addr_pcode', { length: 10 }),
  addrCtry: char('addr_ctry', { length: 2 }),
};

export const accountTypes = pgTable('account_types', {
  atypId: varchar('atyp_id', { length: 32 }).primaryKey(),
  descEn: varchar('desc_en', { length: 128 }).notNull(),
  descId: varchar('desc_id', { length: 128 }).notNull(),
});

export const accounts = pgTable(
  'accounts',
  {
    accnId: varchar('accn_id', { length: 20 }).primaryKey(),
    accnName: varchar('accn_name', { length: 256 }).notNull(),
    accnCoyRegn: varchar('accn_coy_regn', { length: 20 }).notNull(),
    accnStatus: char('accn_status', { length: 1 }).notNull().default('N'),
    atypId: varchar('atyp_id', { length: 32 })
      .notNull()
      .references(() => accountTypes.atypId),
    ...contactAndAddress,
    ...timestamps,
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('accounts_status_ck', sql`${t.accnStatus} in ('N','D','R','X','A','P','S','V','T','Q')`),
    index('accounts_name_idx').on(t.accnName, t.accnId),
    index('accounts_type_idx').on(t.atypId),
    index('accounts_name_trgm_idx').using('gin', sql`${t.accnName} gin_trgm_ops`),
  ],
);

export const roles = pgTable('roles', {
  roleId: varchar('role_id', { length: 32 }).primaryKey(),
  descEn: varchar('desc_en', { length: 128 }).notNull(),
  descId: varchar('desc_id', { length: 128 }).notNull(),
});

export const users = pgTable(
  'users',
  {
    usrId: varchar('usr_id', { length: 35 }).primaryKey(),
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    usrName: varchar('usr_name', { length: 35 }).notNull(),
    usrPassNid: varchar('usr_pass_nid', { length: 20 }),
    usrTitle: varchar('usr_title', { length: 35 }),
    usrStatus: char('usr_status', { length: 1 }).$type<UserStatus>().notNull().default('A'),
    ...contactAndAddress,
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Who set the current password: USER, ADMIN or ACTIVATION (admin- or activation-set passwords must be changed). */
    passwordSetBy: varchar('password_set_by', { length: 16 }).notNull().default('USER'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    ...timestamps,
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('users_status_ck', sql`${t.usrStatus} in ('A','I')`),
    check('users_id_upper_ck', sql`${t.usrId} = upper(${t.usrId})`),
    index('users_accn_idx').on(t.accnId),
    index('users_email_idx').on(sql`lower(${t.contactEmail})`),
  ],
);

/**
 * Failed sign-ins for user ids that do not exist, counted and locked as a user's are (`users.failed_attempts`,
 * `users.locked_until`): a guesser cannot tell a real id by its lock. Rows a day old are dropped.
 */
export const signinFailures = pgTable(
  'signin_failures',
  {
    usrId: varchar('usr_id', { length: 35 }).primaryKey(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signin_failures_updated_idx').on(t.updatedAt)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    usrId: varchar('usr_id', { length: 35 })
      .notNull()
      .references(() => users.usrId, { onDelete: 'cascade' }),
    roleId: varchar('role_id', { length: 32 })
      .notNull()
      .references(() => roles.roleId),
  },
  (t) => [primaryKey({ columns: [t.usrId, t.roleId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usrId: varchar('usr_id', { length: 35 })
      .notNull()
      .references(() => users.usrId, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: varchar('ended_reason', { length: 32 }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
  },
  (t) => [
    index('sessions_user_live_idx')
      .on(t.usrId)
      .where(sql`${t.endedAt} is null`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    audtEvent: varchar('audt_event', { length: 64 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 128 }),
    audtUid: varchar('audt_uid', { length: 35 }),
    audtUname: varchar('audt_uname', { length: 128 }),
    accnId: varchar('accn_id', { length: 20 }),
    audtTimestamp: timestamp('audt_timestamp', { withTimezone: true }).notNull().defaultNow(),
    audtRemarks: text('audt_remarks'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_entity_idx').on(t.entity, t.entityId),
    index('audit_time_idx').on(t.audtTimestamp.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const exceptionLog = pgTable(
  'exception_log',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    method: varchar('method', { length: 10 }),
    url: text('url'),
    requestId: varchar('request_id', { length: 64 }),
    requestBody: text('request_body'),
    usrId: varchar('usr_id', { length: 35 }),
    accnId: varchar('accn_id', { length: 20 }),
    message: text('message').notNull(),
    stack: text('stack'),
  },
  (t) => [index('exception_time_idx').on(t.occurredAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const systemParams = pgTable('system_params', {
  sysKey: varchar('sys_key', { length: 64 }).primaryKey(),
  sysValue: text('sys_value').notNull(),
  valueType: varchar('value_type', { length: 8 }).notNull(),
  descEn: varchar('desc_en', { length: 256 }).notNull(),
  descId: varchar('desc_id', { length: 256 }).notNull(),
  ...timestamps,
  version: integer('version').notNull().default(1),
});

/** The last passwords of a user (hashes), to refuse reusing one of the last five. */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    usrId: varchar('usr_id', { length: 35 })
      .notNull()
      .references(() => users.usrId, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_history_user_idx').on(t.usrId, t.createdAt.desc())],
);

/** Single-use password reset keys (only a SHA-256 of the key is stored). */
export const passwordResets = pgTable(
  'password_resets',
  {
    keyHash: varchar('key_hash', { length: 64 }).primaryKey(),
    usrId: varchar('usr_id', { length: 35 })
      .notNull()
      .references(() => users.usrId, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).notNull().default('RESET'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.usrId)],
);

/** Every outgoing message; a worker sends it (SMTP_URL) or marks it not sent. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: varchar('to_address', { length: 256 }).notNull(),
    subject: varchar('subject', { length: 256 }).notNull(),
    body: text('body').notNull(),
    template: varchar('template', { length: 64 }).notNull(),
    usrId: varchar('usr_id', { length: 35 }),
    status: varchar('status', { length: 12 }).$type<OutboxStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_status_ck', sql`${t.status} in ('PENDING','SENT','NOT_SENT','FAILED')`),
    index('outbox_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('outbox_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** White-label brands: the sign-in background at /trucking/{name}/login. */
export const whitelabels = pgTable('whitelabels', {
  name: varchar('name', { length: 32 }).primaryKey(),
  displayName: varchar('display_name', { length: 128 }).notNull(),
  mimeType: varchar('mime_type', { length: 32 }).notNull(),
  data: text('data').notNull(),
  ...timestamps,
  version: integer('version').notNull().default(1),
});

/** When each cached master entity last changed (spec §3 cache timestamps). */
export const masterCacheStamps = pgTable('master_cache_stamps', {
  entity: varchar('entity', { length: 64 }).primaryKey(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Columns every resource-engine table has: optimistic version and who/when. */
const resourceColumns = {
  ...timestamps,
  createdBy: varchar('created_by', { length: 35 }),
  updatedBy: varchar('updated_by', { length: 35 }),
  version: integer('version').notNull().default(1),
};

const statusColumn = () => char('status', { length: 1 }).notNull().default('A');

export const countries = pgTable(
  'mst_countries',
  {
    ctryCode: char('ctry_code', { length: 2 }).primaryKey(),
    alpha3: char('alpha3', { length: 3 }).notNull(),
    numeric: char('numeric', { length: 3 }).notNull(),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    nameId: varchar('name_id', { length: 128 }).notNull(),
    status: statusColumn(),
    ...resourceColumns,
  },
  (t) => [index('mst_countries_name_idx').on(t.nameEn)],
);

export const currencies = pgTable('mst_currencies', {
  ccyCode: char('ccy_code', { length: 3 }).primaryKey(),
  numeric: char('numeric', { length: 3 }).notNull(),
  name: varchar('name', { length: 128 }).notNull(),
  minorUnits: integer('minor_units').notNull(),
  status: statusColumn(),
  ...resourceColumns,
});

export const provinces = pgTable(
  'mst_provinces',
  {
    provinceId: varchar('province_id', { length: 6 }).primaryKey(),
    ctryCode: char('ctry_code', { length: 2 })
      .notNull()
      .references(() => countries.ctryCode),
    name: varchar('name', { length: 128 }).notNull(),
    status: statusColumn(),
    ...resourceColumns,
  },
  (t) => [index('mst_provinces_ctry_idx').on(t.ctryCode, t.name)],
);

export const ports = pgTable(
  'mst_ports',
  {
    portCode: char('port_code', { length: 5 }).primaryKey(),
    ctryCode: char('ctry_code', { length: 2 })
      .notNull()
      .references(() => countries.ctryCode),
    name: varchar('name', { length: 128 }).notNull(),
    subdivision: varchar('subdivision', { length: 6 }),
    functions: varchar('functions', { length: 8 }),
    lat: varchar('lat', { length: 16 }),
    lon: varchar('lon', { length: 16 }),
    status: statusColumn(),
    ...resourceColumns,
  },
  (t) => [index('mst_ports_ctry_idx').on(t.ctryCode, t.status, t.name)],
);

export const uoms = pgTable('mst_uoms', {
  uomCode: varchar('uom_code', { length: 3 }).primaryKey(),
  nameEn: varchar('name_en', { length: 64 }).notNull(),
  nameId: varchar('name_id', { length: 64 }).notNull(),
  symbol: varchar('symbol', { length: 16 }),
  status: statusColumn(),
  ...resourceColumns,
});

/** Trucks of a truck operator (owned: accn_id). */
export const trucks = pgTable(
  'trucks',
  {
    truckId: varchar('truck_id', { length: 20 }).primaryKey(),
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    vhPlateNo: varchar('vh_plate_no', { length: 12 }).notNull(),
    vhType: varchar('vh_type', { length: 32 }).notNull(),
    chassisType: varchar('chassis_type', { length: 8 }),
    vhState: varchar('vh_state', { length: 12 }).notNull().default('UNASSIGNED'),
    make: varchar('make', { length: 64 }),
    yearBuilt: integer('year_built'),
    maxWeightKg: integer('max_weight_kg'),
    volumeM3: varchar('volume_m3', { length: 20 }),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    deptId: varchar('dept_id', { length: 20 }),
    photoAttId: uuid('photo_att_id'),
    stnkExpiry: varchar('stnk_expiry', { length: 10 }),
    kirExpiry: varchar('kir_expiry', { length: 10 }),
    insuranceExpiry: varchar('insurance_expiry', { length: 10 }),
    status: statusColumn(),
    ...resourceColumns,
  },
  (t) => [
    uniqueIndex('trucks_plate_uq').on(t.vhPlateNo),
    index('trucks_owner_idx').on(t.accnId, t.vhPlateNo),
    index('trucks_plate_trgm_idx').using('gin', sql`${t.vhPlateNo} gin_trgm_ops`),
  ],
);

export const drivers = pgTable(
  'drivers',
  {
    driverId: varchar('driver_id', { length: 20 }).primaryKey(),
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    drvName: varchar('drv_name', { length: 64 }).notNull(),
    licenceNo: varchar('licence_no', { length: 20 }).notNull(),
    licenceClass: varchar('licence_class', { length: 8 }).notNull(),
    licenceExpiry: varchar('licence_expiry', { length: 10 }).notNull(),
    phone: varchar('phone', { length: 24 }).notNull(),
    email: varchar('email', { length: 128 }),
    licencePhotoAttId: uuid('licence_photo_att_id'),
    drvState: varchar('drv_state', { length: 6 }).notNull().default('RDY'),
    status: statusColumn(),
    ...resourceColumns,
  },
  (t) => [uniqueIndex('drivers_licence_uq').on(t.licenceNo), index('drivers_owner_idx').on(t.accnId, t.drvName)],
);

export const chassis = pgTable(
  'chassis',
  {
    chsId: varchar('chs_id', { length: 20 }).primaryKey(),
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    chsType: varchar('chs_type', { length: 8 }).notNull(),
    make: varchar('make', { length: 64 }),
    yearBuilt: integer('year_built'),
    kirExpiry: varchar('kir_expiry', { length: 10 }),
    chsStatus: char('chs_status', { length: 1 }).notNull().default('A'),
    ...resourceColumns,
  },
  (t) => [index('chassis_owner_idx').on(t.accnId, t.chsId)],
);

export const locations = pgTable(
  'locations',
  {
    locId: varchar('loc_id', { length: 20 }).primaryKey(),
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    locName: varchar('loc_name', { length: 128 }).notNull(),
    locType: varchar('loc_type', { length: 32 }).notNull(),
    addrLn1: varchar('addr_ln1', { length: 64 }).notNull(),
    addrLn2: varchar('addr_ln2', { length: 64 }),
    addrCity: varchar('addr_city', { length: 64 }).notNull(),
    ctryCode: char('ctry_code', { length: 2 })
      .notNull()
      .references(() => countries.ctryCode),
    addrProv: varchar('addr_prov', { length: 6 }).references(() => provinces.provinceId),
    addrPcode: varchar('addr_pcode', { length: 10 }),
    lat: varchar('lat', { length: 16 }),
    lon: varchar('lon', { length: 16 }),
    validFrom: varchar('valid_from', { length: 10 }),
    validTo: varchar('valid_to', { length: 10 }),
    locStatus: char('loc_status', { length: 1 }).notNull().default('A'),
    ...resourceColumns,
  },
  (t) => [index('locations_owner_idx').on(t.accnId, t.locName)],
);

const codeKey = (column: string) => varchar(column, { length: 32 }).primaryKey();

/** A plain code list table (code, descriptions, status) of the resource engine. */
function codeListTable<K extends string, E extends Record<string, ReturnType<typeof varchar>> = Record<never, never>>(
  table: string,
  keyProperty: K,
  keyColumn: string,
  extra?: E,
) {
  const key = { [keyProperty]: codeKey(keyColumn) } as Record<K, ReturnType<typeof codeKey>>;
  return pgTable(table, {
    ...key,
    descEn: varchar('desc_en', { length: 256 }).notNull(),
    descId: varchar('desc_id', { length: 256 }).notNull(),
    ...(extra ?? ({} as E)),
    status: statusColumn(),
    ...resourceColumns,
  });
}

export const paymentTypes = codeListTable('mst_payment_types', 'ptCode', 'pt_code');
export const thrusterTypes = codeListTable('mst_thruster_types', 'ttCode', 'tt_code');
export const articleCategories = codeListTable('mst_article_categories', 'arcCode', 'arc_code');
export const contractTypes = codeListTable('mst_contract_types', 'ctCode', 'ct_code');
export const attachTypes = codeListTable('mst_attach_types', 'attType', 'att_type', {
  scope: varchar('scope', { length: 16 }).notNull(),
});
/** Kinds of announcement (`/configuration/announcementType`): information, maintenance, policy ... */
export const announcementTypes = codeListTable('mst_announcement_types', 'anntCode', 'annt_code');

/**
 * Announcements shown in the footer carousel (content lines separated by `<br>`), in English and Bahasa Indonesia,
 * administered through the resource engine (`/configuration/announcement`): valid from the first to the last day
 * (Jakarta dates), to an audience (everyone with the sign-in page, every signed-in user, or one company type).
 */
export const announcements = pgTable(
  'announcements',
  {
    canuId: varchar('canu_id', { length: 20 }).primaryKey(),
    anntCode: varchar('annt_code', { length: 32 })
      .notNull()
      .references(() => announcementTypes.anntCode),
    audience: varchar('audience', { length: 16 }).notNull().default('ALL'),
    canuSubject: varchar('canu_subject', { length: 256 }).notNull(),
    canuDescription: varchar('canu_description', { length: 1024 }).notNull(),
    canuContent: text('canu_content').notNull(),
    /** The same in Bahasa Indonesia; empty: the English text is shown in both languages. */
    canuSubjectId: varchar('canu_subject_id', { length: 256 }),
    canuDescriptionId: varchar('canu_description_id', { length: 1024 }),
    canuContentId: text('canu_content_id'),
    canuStatus: char('canu_status', { length: 1 }).notNull().default('A'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    ...resourceColumns,
  },
  (t) => [index('announcements_valid_idx').on(t.canuStatus, t.validFrom)],
);

/** The notification types: the portal's event list (code = event type; decision 0023). */
export const notificationTypes = pgTable('mst_notification_types', {
  ntCode: codeKey('nt_code'),
  descEn: varchar('desc_en', { length: 256 }).notNull(),
  descId: varchar('desc_id', { length: 256 }).notNull(),
  kind: varchar('kind', { length: 8 }).notNull().default('EVENT'),
  grp: varchar('grp', { length: 16 }).notNull().default('jobs'),
  mandatory: boolean('mandatory').notNull().default(false),
  status: statusColumn(),
  ...resourceColumns,
});

export const hsCodes = pgTable(
  'mst_hs_codes',
  {
    hsCode: varchar('hs_code', { length: 10 }).primaryKey(),
    chapter: char('chapter', { length: 2 }).notNull(),
    level: varchar('level', { length: 10 }).notNull(),
    descEn: varchar('desc_en', { length: 1024 }).notNull(),
    descId: varchar('desc_id', { length: 1024 }),
    status: statusColumn(),
    ...resourceColumns,
  },
  (t) => [
    index('mst_hs_codes_chapter_idx').on(t.chapter, t.hsCode),
    index('mst_hs_codes_desc_trgm_idx').using('gin', sql`${t.descEn} gin_trgm_ops`),
  ],
);

export const ministries = pgTable('mst_ministries', {
  ministryCode: varchar('ministry_code', { length: 32 }).primaryKey(),
  ctryCode: char('ctry_code', { length: 2 })
    .notNull()
    .references(() => countries.ctryCode),
  nameEn: varchar('name_en', { length: 256 }).notNull(),
  nameId: varchar('name_id', { length: 256 }).notNull(),
  shortName: varchar('short_name', { length: 32 }),
  status: statusColumn(),
  ...resourceColumns,
});

export const agencies = pgTable('mst_agencies', {
  agencyCode: varchar('agency_code', { length: 32 }).primaryKey(),
  ministryCode: varchar('ministry_code', { length: 32 })
    .notNull()
    .references(() => ministries.ministryCode),
  ctryCode: char('ctry_code', { length: 2 })
    .notNull()
    .references(() => countries.ctryCode),
  nameEn: varchar('name_en', { length: 256 }).notNull(),
  nameId: varchar('name_id', { length: 256 }).notNull(),
  shortName: varchar('short_name', { length: 32 }),
  role: varchar('role', { length: 1024 }),
  status: statusColumn(),
  ...resourceColumns,
});

export const agencyOffices = pgTable('mst_agency_offices', {
  officeCode: varchar('office_code', { length: 32 }).primaryKey(),
  agencyCode: varchar('agency_code', { length: 32 })
    .notNull()
    .references(() => agencies.agencyCode),
  portCode: char('port_code', { length: 5 })
    .notNull()
    .references(() => ports.portCode),
  name: varchar('name', { length: 256 }).notNull(),
  shortName: varchar('short_name', { length: 64 }),
  status: statusColumn(),
  ...resourceColumns,
});

export const portTerminals = pgTable('mst_port_terminals', {
  terminalCode: varchar('terminal_code', { length: 32 }).primaryKey(),
  portCode: char('port_code', { length: 5 })
    .notNull()
    .references(() => ports.portCode),
  name: varchar('name', { length: 256 }).notNull(),
  operator: varchar('operator', { length: 256 }),
  kind: varchar('kind', { length: 16 }).notNull(),
  status: statusColumn(),
  ...resourceColumns,
});

export const departments = pgTable(
  'departments',
  {
    deptId: varchar('dept_id', { length: 20 }).primaryKey(),
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    deptCode: varchar('dept_code', { length: 16 }).notNull(),
    deptName: varchar('dept_name', { length: 128 }).notNull(),
    costCentre: varchar('cost_centre', { length: 32 }),
    /** The department's head: a user of the same company (migration 0055; checked on write). */
    headUsrId: varchar('head_usr_id', { length: 35 }).references(() => users.usrId),
    status: statusColumn(),
    ...resourceColumns,
  },
  (t) => [uniqueIndex('departments_code_uq').on(t.accnId, t.deptCode)],
);

/** The role -> permission table (src/domain/permissions.ts seeds it; the super admin edits it). */
export const rolePermissionSets = pgTable('role_permission_sets', {
  roleId: varchar('role_id', { length: 32 })
    .primaryKey()
    .references(() => roles.roleId),
  permissions: text('permissions').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: varchar('updated_by', { length: 35 }),
  version: integer('version').notNull().default(1),
});

/** A freight forwarder's cargo-owner customers (`/manageAccountsFfCo`). */
export const ffCustomers = pgTable(
  'ff_customers',
  {
    ffAccnId: varchar('ff_accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    coAccnId: varchar('co_accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: varchar('created_by', { length: 35 }),
  },
  (t) => [primaryKey({ columns: [t.ffAccnId, t.coAccnId] }), index('ff_customers_co_idx').on(t.coAccnId)],
);

/** Files (supporting documents, company document repository); content checked against the extension. */
export const attachments = pgTable(
  'attachments',
  {
    attId: uuid('att_id').primaryKey().defaultRandom(),
    accnId: varchar('accn_id', { length: 20 }).references(() => accounts.accnId),
    attType: varchar('att_type', { length: 32 }).notNull(),
    attName: varchar('att_name', { length: 128 }).notNull(),
    attSize: integer('att_size').notNull(),
    mimeType: varchar('mime_type', { length: 128 }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    attData: bytea('att_data').notNull(),
    attReferenceid: varchar('att_referenceid', { length: 64 }),
    validTo: varchar('valid_to', { length: 10 }),
    /** Document verification (spec §4): NOT_VERIFIED, VERIFIED or RETURNED (with a reason). */
    verifyState: varchar('verify_state', { length: 12 }).notNull().default('NOT_VERIFIED'),
    verifyReason: text('verify_reason'),
    verifiedBy: varchar('verified_by', { length: 35 }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    status: statusColumn(),
    ...resourceColumns,
  },
  (t) => [
    index('attachments_owner_idx').on(t.accnId, t.createdAt.desc().nullsFirst()),
    index('attachments_reference_idx').on(t.attReferenceid),
  ],
);

export const docAssociates = pgTable(
  'mst_doc_associates',
  {
    docAssocId: varchar('doc_assoc_id', { length: 20 }).primaryKey(),
    attType: varchar('att_type', { length: 32 })
      .notNull()
      .references(() => attachTypes.attType),
    atypId: varchar('atyp_id', { length: 32 })
      .notNull()
      .references(() => accountTypes.atypId),
    docGroup: varchar('doc_group', { length: 16 }).notNull(),
    mandatory: boolean('mandatory').notNull().default(false),
    status: statusColumn(),
    ...resourceColumns,
  },
  (t) => [uniqueIndex('mst_doc_associates_uq').on(t.attType, t.atypId)],
);

export const certificateConfigs = pgTable('mst_certificate_configs', {
  certType: varchar('cert_type', { length: 8 }).primaryKey(),
  descEn: varchar('desc_en', { length: 256 }).notNull(),
  descId: varchar('desc_id', { length: 256 }).notNull(),
  issuerId: varchar('issuer_id', { length: 32 }).references(() => agencies.agencyCode),
  issuerKh: varchar('issuer_kh', { length: 32 }).references(() => agencies.agencyCode),
  validityDays: integer('validity_days'),
  /** The fields the PDF prints, comma-separated (`PRINTABLE_FIELDS`; 0049_certificates.sql). */
  printedFields: varchar('printed_fields', { length: 512 }),
  status: statusColumn(),
  ...resourceColumns,
});

export const certificateServices = pgTable('mst_certificate_services', {
  svcId: varchar('svc_id', { length: 20 }).primaryKey(),
  certType: varchar('cert_type', { length: 8 })
    .notNull()
    .references(() => certificateConfigs.certType),
  officeCode: varchar('office_code', { length: 32 })
    .notNull()
    .references(() => agencyOffices.officeCode),
  feeAmount: numeric('fee_amount', { precision: 18, scale: 4 }),
  feeCcy: char('fee_ccy', { length: 3 }).references(() => currencies.ccyCode),
  leadTimeHours: integer('lead_time_hours'),
  status: statusColumn(),
  ...resourceColumns,
});

export const notificationTemplates = pgTable(
  'notification_templates',
  {
    ntplId: varchar('ntpl_id', { length: 20 }).primaryKey(),
    ntCode: varchar('nt_code', { length: 32 })
      .notNull()
      .references(() => notificationTypes.ntCode),
    channel: varchar('channel', { length: 8 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    subject: varchar('subject', { length: 256 }).notNull(),
    body: text('body').notNull(),
    status: statusColumn(),
    ...resourceColumns,
  },
  (t) => [uniqueIndex('notification_templates_uq').on(t.ntCode, t.channel, t.lang)],
);

/** Suspension, termination and resumption requests of a company (maker-checker). */
export const accountRequests = pgTable(
  'account_requests',
  {
    reqId: uuid('req_id').primaryKey().defaultRandom(),
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    reqType: varchar('req_type', { length: 12 }).$type<AccountRequestType>().notNull(),
    reason: text('reason').notNull(),
    fromStatus: char('from_status', { length: 1 }).notNull(),
    status: varchar('status', { length: 10 }).$type<AccountRequestStatus>().notNull().default('PENDING'),
    requestedBy: varchar('requested_by', { length: 35 }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: varchar('decided_by', { length: 35 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    index('account_requests_status_idx').on(t.status, t.requestedAt),
    uniqueIndex('account_requests_one_pending_uq')
      .on(t.accnId)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** Permissions the role table already knows: a permission new in the code is granted to its default roles once. */
export const permissionCatalog = pgTable('permission_catalog', {
  permission: varchar('permission', { length: 64 }).primaryKey(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Company self-registrations (drafts and submitted); readable only with the secret bound to the draft. */
export const registrations = pgTable(
  'registrations',
  {
    regId: varchar('reg_id', { length: 32 }).primaryKey(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    approvalState: varchar('approval_state', { length: 8 }).notNull().default('DRAFT'),
    atypId: varchar('atyp_id', { length: 32 }),
    accnName: varchar('accn_name', { length: 256 }),
    contactEmail: varchar('contact_email', { length: 128 }),
    accnDetails: jsonb('accn_details').notNull(),
    coreUsr: jsonb('core_usr'),
    services: text('services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    returnReasons: text('return_reasons'),
    accnId: varchar('accn_id', { length: 20 }).references(() => accounts.accnId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('registrations_state_idx').on(t.approvalState, t.submittedAt)],
);

// ---------------------------------------------------------------------------------------------------
// Contracts, contract requests and rate tables (issue 6)
// ---------------------------------------------------------------------------------------------------

export const contractSeq = pgSequence('contract_seq');
export const contractRequestSeq = pgSequence('contract_request_seq');
export const rateTableSeq = pgSequence('rate_table_seq');

const seqKey = (column: string, prefix: string, seq: string) =>
  varchar(column, { length: 20 })
    .primaryKey()
    .default(sql.raw(`'${prefix}' || lpad(nextval('${seq}')::text, 6, '0')`));

/** The terms of a contract, on the contract and on every request that proposes them. Money is exact (numeric). */
const contractTerms = () => ({
  customerAccnId: varchar('customer_accn_id', { length: 20 })
    .notNull()
    .references(() => accounts.accnId),
  toAccnId: varchar('to_accn_id', { length: 20 })
    .notNull()
    .references(() => accounts.accnId),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }).notNull(),
  currency: char('currency', { length: 3 }).$type<ContractCurrency>().notNull(),
  customerPaymentTermDays: integer('customer_payment_term_days').notNull(),
  toPaymentTermDays: integer('to_payment_term_days').notNull(),
  customerFeeType: varchar('customer_fee_type', { length: 5 }).$type<FeeType>().notNull(),
  customerFeeValue: numeric('customer_fee_value', { precision: 15, scale: 2 }).notNull(),
  toFeeType: varchar('to_fee_type', { length: 5 }).$type<FeeType>().notNull(),
  toFeeValue: numeric('to_fee_value', { precision: 15, scale: 2 }).notNull(),
  /** Withholding tax (PPh 23) percent each side deducts from the platform's fee invoice; null: none (issue 13). */
  customerWithholdingPct: numeric('customer_withholding_pct', { precision: 5, scale: 2 }),
  toWithholdingPct: numeric('to_withholding_pct', { precision: 5, scale: 2 }),
  financingType: varchar('financing_type', { length: 16 }).$type<ContractFinancingType>().notNull(),
  /** ClicPay or Credit (spec §9): a Credit contract's jobs reserve and use the customer's credit line (0029). */
  paymentMethod: varchar('payment_method', { length: 8 }).$type<ContractPaymentMethod>().notNull().default('CLICPAY'),
  /** How often the operator is paid out (spec §9; issue 14: contracts 0028, requests 0031). */
  payoutFrequency: varchar('payout_frequency', { length: 10 }).$type<PayoutFrequency>().notNull().default('IMMEDIATE'),
  remarks: text('remarks'),
});

/** A contract between a cargo owner or forwarder and a truck operator; changed only by applying approved requests. */
export const contracts = pgTable(
  'contracts',
  {
    contractId: seqKey('contract_id', 'CT', 'contract_seq'),
    ...contractTerms(),
    status: varchar('status', { length: 8 }).$type<ContractStatus>().notNull().default('ACTIVE'),
    /** Freight forwarding with a separate freight component: the creator's debit note is taxed code 05, 1.1 % (issue 15). */
    freightForwardingVat: boolean('freight_forwarding_vat').notNull().default(false),
    /** When each end-of-contract reminder (2 months, 1 month, 1 week) went out; each is sent once. */
    remindedM2At: timestamp('reminded_m2_at', { withTimezone: true }),
    remindedM1At: timestamp('reminded_m1_at', { withTimezone: true }),
    remindedW1At: timestamp('reminded_w1_at', { withTimezone: true }),
    ...resourceColumns,
  },
  (t) => [
    check('contracts_status_ck', sql`${t.status} in ('ACTIVE','EXPIRED')`),
    check('contracts_payout_frequency_ck', sql`${t.payoutFrequency} in ('IMMEDIATE','WEEKLY','MONTHLY')`),
    check('contracts_dates_ck', sql`${t.validTo} >= ${t.validFrom}`),
    index('contracts_parties_idx').on(t.customerAccnId, t.toAccnId, t.validFrom),
    index('contracts_to_idx').on(t.toAccnId, t.validFrom),
    index('contracts_status_end_idx').on(t.status, t.validTo),
  ],
);

/** Requests that create (NEW), change (UPDATE) or renew (RENEWAL) a contract; maker-checker (spec §4 states). */
export const contractRequests = pgTable(
  'contract_requests',
  {
    reqId: seqKey('req_id', 'CR', 'contract_request_seq'),
    reqKind: varchar('req_kind', { length: 8 }).$type<ContractRequestKind>().notNull(),
    contractId: varchar('contract_id', { length: 20 }).references(() => contracts.contractId),
    state: varchar('state', { length: 20 }).$type<ContractRequestState>().notNull(),
    ...contractTerms(),
    requestedBy: varchar('requested_by', { length: 35 }).notNull(),
    submittedBy: varchar('submitted_by', { length: 35 }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedBy: varchar('decided_by', { length: 35 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    ...resourceColumns,
  },
  (t) => [
    check('contract_requests_kind_ck', sql`${t.reqKind} in ('NEW','UPDATE','RENEWAL')`),
    check('contract_requests_payout_frequency_ck', sql`${t.payoutFrequency} in ('IMMEDIATE','WEEKLY','MONTHLY')`),
    index('contract_requests_state_idx').on(t.state, t.validFrom),
    index('contract_requests_created_idx').on(t.createdAt, t.reqId),
    index('contract_requests_contract_idx').on(t.contractId),
  ],
);

/** A truck operator's rates for one cargo owner or forwarder. */
export const rateTables = pgTable(
  'rate_tables',
  {
    rateId: seqKey('rate_id', 'RT', 'rate_table_seq'),
    rateName: varchar('rate_name', { length: 128 }).notNull(),
    toAccnId: varchar('to_accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    customerAccnId: varchar('customer_accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    currency: char('currency', { length: 3 }).$type<ContractCurrency>().notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    state: varchar('state', { length: 4 }).$type<RateTableState>().notNull().default('SUB'),
    reason: text('reason'),
    submittedBy: varchar('submitted_by', { length: 35 }),
    verifiedBy: varchar('verified_by', { length: 35 }),
    approvedBy: varchar('approved_by', { length: 35 }),
    ...resourceColumns,
  },
  (t) => [
    check('rate_tables_state_ck', sql`${t.state} in ('SUB','VER','APP','A','I','REJ')`),
    check('rate_tables_dates_ck', sql`${t.validTo} >= ${t.validFrom}`),
    index('rate_tables_parties_idx').on(t.toAccnId, t.customerAccnId, t.state),
    index('rate_tables_customer_idx').on(t.customerAccnId),
    index('rate_tables_updated_idx').on(t.updatedAt, t.rateId),
  ],
);

/** One trip rate: from -> to location, vehicle type, trip type (C with its drop sequence), charge. */
export const rateLines = pgTable(
  'rate_lines',
  {
    lineId: bigserial('line_id', { mode: 'number' }).primaryKey(),
    rateId: varchar('rate_id', { length: 20 })
      .notNull()
      .references(() => rateTables.rateId, { onDelete: 'cascade' }),
    fromLocId: varchar('from_loc_id', { length: 20 })
      .notNull()
      .references(() => locations.locId),
    toLocId: varchar('to_loc_id', { length: 20 })
      .notNull()
      .references(() => locations.locId),
    vehicleType: varchar('vehicle_type', { length: 32 }).notNull(),
    tripType: char('trip_type', { length: 1 }).notNull(),
    dropSeq: integer('drop_seq'),
    charge: numeric('charge', { precision: 15, scale: 2 }).notNull(),
  },
  (t) => [
    check('rate_lines_trip_ck', sql`${t.tripType} in ('S','M','C')`),
    uniqueIndex('rate_lines_lane_uq').on(
      t.rateId,
      t.fromLocId,
      t.toLocId,
      t.vehicleType,
      t.tripType,
      sql`coalesce(${t.dropSeq}, 0)`,
    ),
    index('rate_lines_lane_idx').on(t.fromLocId, t.toLocId, t.vehicleType, t.tripType),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Trucking jobs (issue 6): jobs, their containers, trips and drops, resource holds and the timeline
// ---------------------------------------------------------------------------------------------------

/** A trucking job: the creator's content, the parties, its state and the charges fixed at submit. */
export const jobs = pgTable(
  'jobs',
  {
    /** 'JB' + yyyymmdd (Jakarta) + 5 random digits. */
    jobId: varchar('job_id', { length: 20 }).primaryKey(),
    creatorAccnId: varchar('creator_accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    /** The creator, or the forwarder's cargo-owner customer the job is for. */
    customerAccnId: varchar('customer_accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    toAccnId: varchar('to_accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    contractId: varchar('contract_id', { length: 20 }).references(() => contracts.contractId),
    shipmentType: varchar('shipment_type', { length: 16 }).notNull(),
    loadType: varchar('load_type', { length: 16 }).notNull(),
    truckingDirection: varchar('trucking_direction', { length: 16 }).notNull(),
    chargeBasis: varchar('charge_basis', { length: 16 }).notNull(),
    customerRef: varchar('customer_ref', { length: 64 }),
    blNo: varchar('bl_no', { length: 35 }),
    doNo: varchar('do_no', { length: 35 }),
    remarks: text('remarks'),
    /** The delivery order document (an attachment of the creator's document repository). */
    doAttId: uuid('do_att_id').references(() => attachments.attId),
    /** The earliest pickup: its Jakarta date is the job date (contract and rates). */
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    jobState: varchar('job_state', { length: 8 }).notNull().default('DRF'),
    jobOutPaymentState: varchar('job_out_payment_state', { length: 12 }).notNull().default('NEW'),
    currency: char('currency', { length: 3 }),
    totalCharge: numeric('total_charge', { precision: 15, scale: 2 }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Public cargo tracking's code (12 random hex digits, a database default; decision 0021). */
    trackingCode: varchar('tracking_code', { length: 16 })
      .notNull()
      .default(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))`),
    ...resourceColumns,
  },
  (t) => [
    index('jobs_customer_ref_idx').on(t.customerRef),
    uniqueIndex('jobs_tracking_code_uq').on(t.trackingCode),
    check(
      'jobs_state_ck',
      sql`${t.jobState} in ('DRF','SUB','ACP','ASG','ONGOING','PAUSED','DLV','REJ','CAN','DEL','BILLED','VER_BILL','ACK_BILL','APP_BILL','REJ_BILL','TRM')`,
    ),
    index('jobs_to_state_idx').on(t.toAccnId, t.jobState, t.createdAt.desc().nullsFirst(), t.jobId.desc().nullsFirst()),
    index('jobs_creator_state_idx').on(t.creatorAccnId, t.jobState, t.createdAt.desc().nullsFirst(), t.jobId.desc().nullsFirst()),
    index('jobs_customer_state_idx').on(
      t.customerAccnId,
      t.jobState,
      t.createdAt.desc().nullsFirst(),
      t.jobId.desc().nullsFirst(),
    ),
    // DESC NULLS FIRST is what `ORDER BY created_at DESC, job_id DESC` walks; NULLS LAST would make PostgreSQL sort every row.
    index('jobs_created_idx').on(t.createdAt.desc().nullsFirst(), t.jobId.desc().nullsFirst()),
    index('jobs_customer_ref_trgm_idx').using('gin', sql`${t.customerRef} gin_trgm_ops`),
    index('jobs_bl_trgm_idx').using('gin', sql`${t.blNo} gin_trgm_ops`),
    // The platform's billing lists (the document verification queue: ACK_BILL of every company) read billed jobs only.
    index('jobs_billing_state_idx')
      .on(t.jobState, t.updatedAt.desc().nullsFirst())
      .where(sql`${t.jobState} in ('BILLED','VER_BILL','ACK_BILL','APP_BILL','REJ_BILL')`),
  ],
);

export const jobContainers = pgTable(
  'job_containers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: varchar('job_id', { length: 20 })
      .notNull()
      .references(() => jobs.jobId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    containerNo: varchar('container_no', { length: 11 }).notNull(),
    sizeType: varchar('size_type', { length: 4 }).notNull(),
    sealNo: varchar('seal_no', { length: 20 }),
    grossWeightKg: integer('gross_weight_kg').notNull(),
    goodType: varchar('good_type', { length: 32 }).notNull(),
    containerLoad: varchar('container_load', { length: 16 }).notNull(),
  },
  (t) => [
    uniqueIndex('job_containers_uq').on(t.jobId, t.containerNo),
    index('job_containers_no_trgm_idx').using('gin', sql`${t.containerNo} gin_trgm_ops`),
  ],
);

/** One trip (S single, M multi-drop) with its assignment; its drops are job_drops rows in sequence. */
export const jobTrips = pgTable(
  'job_trips',
  {
    tripId: bigserial('trip_id', { mode: 'number' }).primaryKey(),
    jobId: varchar('job_id', { length: 20 })
      .notNull()
      .references(() => jobs.jobId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    tripType: char('trip_type', { length: 1 }).notNull(),
    vehicleType: varchar('vehicle_type', { length: 32 }).notNull(),
    containerNo: varchar('container_no', { length: 11 }),
    pickupLocId: varchar('pickup_loc_id', { length: 20 })
      .notNull()
      .references(() => locations.locId),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    driverId: varchar('driver_id', { length: 20 }).references(() => drivers.driverId),
    truckId: varchar('truck_id', { length: 20 }).references(() => trucks.truckId),
    chsId: varchar('chs_id', { length: 20 }).references(() => chassis.chsId),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** The sum of its drops' charges (fixed at submit). */
    charge: numeric('charge', { precision: 15, scale: 2 }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    check('job_trips_type_ck', sql`${t.tripType} in ('S','M')`),
    uniqueIndex('job_trips_seq_uq').on(t.jobId, t.seq),
    index('job_trips_driver_idx').on(t.driverId),
    index('job_trips_truck_idx').on(t.truckId),
  ],
);

/**
 * A drop of a trip, in sequence. Drop 1 is the trip's own leg (pickup -> drop, priced as S or M); drop n > 1 is
 * the child leg C with drop sequence n-1 (previous drop -> this drop). Each drop is delivered with its proof.
 */
export const jobDrops = pgTable(
  'job_drops',
  {
    dropId: bigserial('drop_id', { mode: 'number' }).primaryKey(),
    tripId: bigint('trip_id', { mode: 'number' })
      .notNull()
      .references(() => jobTrips.tripId, { onDelete: 'cascade' }),
    jobId: varchar('job_id', { length: 20 })
      .notNull()
      .references(() => jobs.jobId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    locId: varchar('loc_id', { length: 20 })
      .notNull()
      .references(() => locations.locId),
    dropAt: timestamp('drop_at', { withTimezone: true }).notNull(),
    rateLineId: bigint('rate_line_id', { mode: 'number' }),
    charge: numeric('charge', { precision: 15, scale: 2 }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    receiverName: varchar('receiver_name', { length: 128 }),
    podAttId: uuid('pod_att_id').references(() => attachments.attId),
    deliveredBy: varchar('delivered_by', { length: 35 }),
  },
  (t) => [uniqueIndex('job_drops_seq_uq').on(t.tripId, t.seq), index('job_drops_job_idx').on(t.jobId)],
);

/**
 * Who holds a driver, truck or chassis: one row per resource (primary key), so a resource is on one job at a
 * time; two concurrent assignments of the same resource to different jobs cannot both insert.
 */
export const jobResourceHolds = pgTable(
  'job_resource_holds',
  {
    resType: varchar('res_type', { length: 8 }).notNull(),
    resId: varchar('res_id', { length: 20 }).notNull(),
    jobId: varchar('job_id', { length: 20 })
      .notNull()
      .references(() => jobs.jobId, { onDelete: 'cascade' }),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.resType, t.resId] }),
    check('job_resource_holds_type_ck', sql`${t.resType} in ('DRIVER','TRUCK','CHASSIS')`),
    index('job_resource_holds_job_idx').on(t.jobId),
  ],
);

/** The job's timeline: every action with who, when, the state change and the reason. */
export const jobEvents = pgTable(
  'job_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: varchar('job_id', { length: 20 })
      .notNull()
      .references(() => jobs.jobId, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    usrId: varchar('usr_id', { length: 35 }),
    accnId: varchar('accn_id', { length: 20 }),
    verb: varchar('verb', { length: 16 }).notNull(),
    fromState: varchar('from_state', { length: 8 }),
    toState: varchar('to_state', { length: 8 }),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('job_events_job_idx').on(t.jobId, t.at, t.id)],
);

/**
 * Bulk uploads of jobs (XLSX or CSV): who uploaded what, the counts, the report of the bad rows (row, column,
 * i18n key) and the draft jobs the file created. DONE: the good rows are jobs (possibly none); FAILED: writing
 * failed and nothing of the file was kept.
 */
export const jobUploads = pgTable(
  'job_uploads',
  {
    uploadId: uuid('upload_id').primaryKey(),
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    usrId: varchar('usr_id', { length: 35 }).notNull(),
    fileName: varchar('file_name', { length: 128 }).notNull(),
    fileSize: integer('file_size').notNull(),
    rowCount: integer('row_count').notNull(),
    goodCount: integer('good_count').notNull(),
    badCount: integer('bad_count').notNull(),
    status: varchar('status', { length: 8 }).$type<'DONE' | 'FAILED'>().notNull(),
    errors: jsonb('errors').$type<Array<{ row: number; field: string; message: string }>>().notNull().default([]),
    jobIds: text('job_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('job_uploads_status_ck', sql`${t.status} in ('DONE','FAILED')`),
    index('job_uploads_accn_idx').on(t.accnId, t.createdAt.desc().nullsFirst(), t.uploadId.desc().nullsFirst()),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Billing (issue 13): bills (versioned), their lines, document verification, money documents with number series,
// job payments, approval links
// ---------------------------------------------------------------------------------------------------

/**
 * One version of a job's bill: billing a delivered job makes version 1, re-billing after a rejection the next one;
 * older versions stay (the history). `state` is the job state this version reached.
 */
export const jobBills = pgTable(
  'job_bills',
  {
    billId: bigserial('bill_id', { mode: 'number' }).primaryKey(),
    jobId: varchar('job_id', { length: 20 })
      .notNull()
      .references(() => jobs.jobId, { onDelete: 'cascade' }),
    billVersion: integer('bill_version').notNull(),
    state: varchar('state', { length: 8 }).notNull().default('BILLED'),
    currency: char('currency', { length: 3 }).notNull(),
    tripCharges: numeric('trip_charges', { precision: 15, scale: 2 }).notNull(),
    reimbursementTotal: numeric('reimbursement_total', { precision: 15, scale: 2 }).notNull(),
    additionalTotal: numeric('additional_total', { precision: 15, scale: 2 }).notNull(),
    total: numeric('total', { precision: 15, scale: 2 }).notNull(),
    invoiceNo: varchar('invoice_no', { length: 35 }).notNull(),
    invoiceAttId: uuid('invoice_att_id')
      .notNull()
      .references(() => attachments.attId),
    billedBy: varchar('billed_by', { length: 35 }).notNull(),
    billedAt: timestamp('billed_at', { withTimezone: true }).notNull(),
    verifiedBy: varchar('verified_by', { length: 35 }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    acknowledgedBy: varchar('acknowledged_by', { length: 35 }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    approvedBy: varchar('approved_by', { length: 35 }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedBy: varchar('rejected_by', { length: 35 }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    uniqueIndex('job_bills_version_uq').on(t.jobId, t.billVersion),
    check('job_bills_state_ck', sql`${t.state} in ('BILLED','VER_BILL','ACK_BILL','APP_BILL','REJ_BILL')`),
    index('job_bills_billed_idx').on(t.billedAt),
  ],
);

/** The lines of a bill version: its trips (charges fixed at submit), reimbursements with receipts, additional charges. */
export const jobBillLines = pgTable(
  'job_bill_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => jobBills.billId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: varchar('kind', { length: 16 }).$type<'TRIP' | 'REIMBURSEMENT' | 'ADDITIONAL'>().notNull(),
    reimbursementType: varchar('reimbursement_type', { length: 32 }),
    description: varchar('description', { length: 256 }).notNull(),
    quantity: integer('quantity').notNull().default(1),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
    receiptAttId: uuid('receipt_att_id').references(() => attachments.attId),
  },
  (t) => [
    uniqueIndex('job_bill_lines_seq_uq').on(t.billId, t.seq),
    check('job_bill_lines_kind_ck', sql`${t.kind} in ('TRIP','REIMBURSEMENT','ADDITIONAL')`),
    check('job_bill_lines_amount_ck', sql`${t.amount} >= 0`),
  ],
);

/**
 * The platform's verification of each document of a bill version (proof of delivery, receipts, the operator's
 * invoice): NOT_VERIFIED, PENDING_RETURN (with a remark) or VERIFIED; remarks kept with who and when.
 */
export const jobDocVerifications = pgTable(
  'job_doc_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: varchar('job_id', { length: 20 })
      .notNull()
      .references(() => jobs.jobId, { onDelete: 'cascade' }),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => jobBills.billId, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).$type<'POD' | 'RECEIPT' | 'INVOICE'>().notNull(),
    attId: uuid('att_id')
      .notNull()
      .references(() => attachments.attId),
    state: varchar('state', { length: 16 })
      .$type<'NOT_VERIFIED' | 'PENDING_RETURN' | 'VERIFIED'>()
      .notNull()
      .default('NOT_VERIFIED'),
    remarks: jsonb('remarks')
      .$type<Array<{ at: string; usrId: string; usrName: string | null; remark: string }>>()
      .notNull()
      .default([]),
    updatedBy: varchar('updated_by', { length: 35 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_doc_verifications_uq').on(t.billId, t.kind, t.attId),
    index('job_doc_verifications_job_idx').on(t.jobId),
    check('job_doc_verifications_state_ck', sql`${t.state} in ('NOT_VERIFIED','PENDING_RETURN','VERIFIED')`),
  ],
);

/**
 * The counter of each document number series per year (DN, PF): the number is allocated by one
 * `INSERT … ON CONFLICT DO UPDATE SET last_no = last_no + 1 RETURNING last_no` in the document's transaction, so
 * concurrent approvals queue on the row and no number is skipped or issued twice (never max()+1).
 */
export const documentSeries = pgTable(
  'document_series',
  {
    series: varchar('series', { length: 8 }).notNull(),
    year: integer('year').notNull(),
    lastNo: integer('last_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** Debit notes (DN_TO, DN_CO) and platform-fee invoices (PF_CO, PF_TO), made at approval. Money as NUMERIC. */
export const moneyDocuments = pgTable(
  'money_documents',
  {
    docId: bigserial('doc_id', { mode: 'number' }).primaryKey(),
    docNo: varchar('doc_no', { length: 24 }).notNull(),
    /**
     * The table also holds fuel invoices (doc_type FUEL, job and bill null; issue 19, migration 0057). They are
     * written and read by src/server/fuel only (in SQL); every query here reads documents by job, bill or one of the
     * job types, so these columns keep the job documents' types.
     */
    docType: varchar('doc_type', { length: 8 }).$type<'DN_TO' | 'DN_CO' | 'PF_CO' | 'PF_TO'>().notNull(),
    jobId: varchar('job_id', { length: 20 })
      .notNull()
      .references(() => jobs.jobId),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => jobBills.billId),
    fromAccnId: varchar('from_accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    toAccnId: varchar('to_accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    currency: char('currency', { length: 3 }).notNull(),
    subtotal: numeric('subtotal', { precision: 15, scale: 2 }).notNull(),
    taxBase: numeric('tax_base', { precision: 15, scale: 2 }).notNull(),
    vat: numeric('vat', { precision: 15, scale: 2 }).notNull(),
    withholding: numeric('withholding', { precision: 15, scale: 2 }).notNull(),
    stampDuty: numeric('stamp_duty', { precision: 15, scale: 2 }).notNull(),
    total: numeric('total', { precision: 15, scale: 2 }).notNull(),
    lines: jsonb('lines')
      .$type<Array<{ no: number; itemDesc: string; qty: number; currency: string; amount: string }>>()
      .notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** The random part of the QR code's verify URL. */
    verifyCode: varchar('verify_code', { length: 32 }).notNull(),
  },
  (t) => [
    uniqueIndex('money_documents_no_uq').on(t.docNo),
    uniqueIndex('money_documents_bill_type_uq').on(t.billId, t.docType),
    index('money_documents_job_idx').on(t.jobId),
    check('money_documents_type_ck', sql`${t.docType} in ('DN_TO','DN_CO','PF_CO','PF_TO','FUEL')`),
    check(
      'money_documents_job_ck',
      sql`(${t.docType} = 'FUEL') = (${t.jobId} is null) and (${t.docType} = 'FUEL') = (${t.billId} is null)`,
    ),
  ],
);

/** A job's payments (spec §3 "Job payment"): IN creator -> platform, OUT platform -> operator; NEW at approval. */
export const jobPayments = pgTable(
  'job_payments',
  {
    paymentId: varchar('payment_id', { length: 32 }).primaryKey(),
    /** Null in the database for a fuel invoice's payment (issue 19; read by src/server/fuel only). */
    jobId: varchar('job_id', { length: 20 })
      .notNull()
      .references(() => jobs.jobId),
    docId: bigint('doc_id', { mode: 'number' })
      .notNull()
      .references(() => moneyDocuments.docId),
    direction: varchar('direction', { length: 3 }).$type<'IN' | 'OUT'>().notNull(),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    billingDate: date('billing_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    paidDate: date('paid_date', { mode: 'string' }),
    status: varchar('status', { length: 8 }).notNull().default('NEW'),
  },
  (t) => [
    index('job_payments_job_idx').on(t.jobId),
    check('job_payments_direction_ck', sql`${t.direction} in ('IN','OUT')`),
    check('job_payments_status_ck', sql`${t.status} in ('NEW','PAYING','PAID','CAN','VER','APP')`),
  ],
);

/**
 * The signed approval links e-mailed to the creator's finance approvers: one per recipient, bound to the job, the
 * bill version, the role and the validity date; single use (`used_at`). The token is an HMAC over these with the
 * server secret; the row only makes it single-use and names its person.
 */
export const billApprovalLinks = pgTable(
  'bill_approval_links',
  {
    linkId: uuid('link_id').primaryKey().defaultRandom(),
    jobId: varchar('job_id', { length: 20 })
      .notNull()
      .references(() => jobs.jobId, { onDelete: 'cascade' }),
    billVersion: integer('bill_version').notNull(),
    accnId: varchar('accn_id', { length: 20 }).notNull(),
    usrId: varchar('usr_id', { length: 35 }).notNull(),
    role: varchar('role', { length: 32 }).notNull(),
    validDate: date('valid_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedVerb: varchar('used_verb', { length: 16 }),
  },
  (t) => [index('bill_approval_links_job_idx').on(t.jobId)],
);

/**
 * The ledger's journals (issue 14): one per movement of money, posted in the transaction of its cause (a bill
 * approved, a payment received, a payout sent, credit reserved or released). Never updated or deleted (a trigger
 * refuses); a mistake is undone by a reversal journal (`reversal_of`, at most one per journal). Migration 0025.
 */
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    journalId: bigserial('journal_id', { mode: 'number' }).primaryKey(),
    causeType: varchar('cause_type', { length: 24 }).$type<LedgerCause>().notNull(),
    causeId: varchar('cause_id', { length: 64 }).notNull(),
    memo: text('memo').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    postedBy: varchar('posted_by', { length: 35 }).notNull(),
    reversalOf: bigint('reversal_of', { mode: 'number' }).references((): AnyPgColumn => ledgerJournals.journalId),
  },
  (t) => [
    uniqueIndex('ledger_journals_reversal_uq').on(t.reversalOf),
    index('ledger_journals_posted_idx').on(t.postedAt.desc(), t.journalId.desc()),
    index('ledger_journals_cause_idx').on(t.causeType, t.causeId),
    check(
      'ledger_journals_cause_ck',
      sql`${t.causeType} in ('BILL_APPROVED','PAYMENT_RECEIVED','PAYOUT_SENT','CREDIT_RESERVED','CREDIT_RELEASED','REVERSAL','PAYMENT_ALLOCATED','MANUAL_PAYMENT','CREDIT_USED','CREDIT_REPAID','PAYOUT_FAILED','GATEWAY_SETTLED','FUEL_INVOICED')`,
    ),
  ],
);

/**
 * A journal's lines: signed integer minor units (debit positive, credit negative, never zero), per account, company
 * (company accounts only) and currency, optionally of a money document. Immutable (trigger); a deferred constraint
 * trigger checks at commit that each journal's lines sum to zero per currency.
 */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    lineId: bigserial('line_id', { mode: 'number' }).primaryKey(),
    journalId: bigint('journal_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerJournals.journalId),
    accountCode: varchar('account_code', { length: 24 }).$type<LedgerAccount>().notNull(),
    accnId: varchar('accn_id', { length: 20 }).references(() => accounts.accnId),
    currency: char('currency', { length: 3 }).notNull(),
    docId: bigint('doc_id', { mode: 'number' }).references(() => moneyDocuments.docId),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('ledger_lines_journal_idx').on(t.journalId),
    index('ledger_lines_company_idx').on(t.accnId, t.accountCode, t.currency),
    index('ledger_lines_account_idx').on(t.accountCode, t.currency),
    index('ledger_lines_doc_idx').on(t.docId),
    check('ledger_lines_amount_ck', sql`${t.amount} <> 0`),
    check(
      'ledger_lines_account_ck',
      sql`${t.accountCode} in ('RECEIVABLE','PAYABLE','FEE_REVENUE','VAT_OUTPUT','STAMP_DUTY_PAYABLE','WHT_PREPAID','GATEWAY_CLEARING','BANK','UNALLOCATED_RECEIPTS','CREDIT_LINE','CREDIT_RESERVED','CREDIT_DRAWN','INSURANCE_PAYABLE','FUEL_PAYABLE')`,
    ),
    check(
      'ledger_lines_company_ck',
      sql`(${t.accountCode} in ('RECEIVABLE','PAYABLE','UNALLOCATED_RECEIPTS','CREDIT_LINE','CREDIT_RESERVED','CREDIT_DRAWN')) = (${t.accnId} is not null)`,
    ),
  ],
);

/**
 * Virtual accounts opened at the payment gateway (issue 14): one per amount a company is to pay, with the gateway's
 * VA number, the expected amount (minor units), expiry and state. The purpose (e.g. a money document) is a nullable
 * reference; the allocation to documents comes later. Migration 0026.
 */
export const virtualAccounts = pgTable(
  'virtual_accounts',
  {
    vaId: bigserial('va_id', { mode: 'number' }).primaryKey(),
    vaNo: varchar('va_no', { length: 28 }).notNull(),
    gateway: varchar('gateway', { length: 24 }).notNull(),
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    currency: char('currency', { length: 3 }).notNull(),
    /** The expected amount; null on a static VA (any amount, migration 0030). */
    amount: bigint('amount', { mode: 'bigint' }),
    /** Null on a static VA (it does not expire). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    state: varchar('state', { length: 8 }).$type<VirtualAccountState>().notNull().default('OPEN'),
    /** A company's permanent VA (`/opadmin/staticva`): any amount, any number of times, allocated oldest due first. */
    isStatic: boolean('is_static').notNull().default(false),
    purposeType: varchar('purpose_type', { length: 24 }),
    purposeId: varchar('purpose_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: varchar('created_by', { length: 35 }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('virtual_accounts_va_no_uq').on(t.vaNo),
    index('virtual_accounts_company_idx').on(t.accnId, t.state),
    index('virtual_accounts_purpose_idx').on(t.purposeType, t.purposeId),
    check('virtual_accounts_state_ck', sql`${t.state} in ('OPEN','PAID','CLOSED','EXPIRED')`),
    check('virtual_accounts_amount_ck', sql`${t.amount} > 0`),
    check('virtual_accounts_static_ck', sql`${t.isStatic} or (${t.amount} is not null and ${t.expiresAt} is not null)`),
    uniqueIndex('virtual_accounts_static_uq')
      .on(t.accnId, t.gateway, t.currency)
      .where(sql`${t.isStatic} and ${t.state} = 'OPEN'`),
  ],
);

/**
 * Every payment notification the gateway sent (issue 14), stored as received (headers, body) before it is judged:
 * APPLIED (the VA paid, a journal posted), DUPLICATE (the same partner + X-EXTERNAL-ID and body again: answered as
 * the first), HELD (kept for review with its reason, nothing posted). A repeat of an external id points at the first
 * (`duplicate_of`); the partial unique index on gateway, partner and external id of the firsts makes two identical
 * notifications at once apply once. Migration 0026.
 */
export const gatewayNotifications = pgTable(
  'gateway_notifications',
  {
    notificationId: bigserial('notification_id', { mode: 'number' }).primaryKey(),
    gateway: varchar('gateway', { length: 24 }).notNull(),
    partnerId: varchar('partner_id', { length: 64 }).notNull(),
    externalId: varchar('external_id', { length: 64 }).notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    body: text('body').notNull(),
    vaNo: varchar('va_no', { length: 28 }),
    currency: char('currency', { length: 3 }),
    paidAmount: bigint('paid_amount', { mode: 'bigint' }),
    verdict: varchar('verdict', { length: 10 }).$type<NotificationVerdict>().notNull(),
    reason: varchar('reason', { length: 32 }),
    duplicateOf: bigint('duplicate_of', { mode: 'number' }).references((): AnyPgColumn => gatewayNotifications.notificationId),
    journalId: bigint('journal_id', { mode: 'number' }).references(() => ledgerJournals.journalId),
    responseCode: varchar('response_code', { length: 7 }).notNull(),
    responseBody: jsonb('response_body').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gateway_notifications_external_uq')
      .on(t.gateway, t.partnerId, t.externalId)
      .where(sql`${t.duplicateOf} is null`),
    index('gateway_notifications_held_idx').on(t.verdict, t.receivedAt),
    index('gateway_notifications_va_idx').on(t.vaNo),
    check('gateway_notifications_verdict_ck', sql`${t.verdict} in ('APPLIED','DUPLICATE','HELD')`),
    check('gateway_notifications_reason_ck', sql`(${t.verdict} = 'HELD') = (${t.reason} is not null)`),
    check('gateway_notifications_duplicate_ck', sql`${t.verdict} <> 'DUPLICATE' or ${t.duplicateOf} is not null`),
    check('gateway_notifications_journal_ck', sql`(${t.verdict} = 'APPLIED') = (${t.journalId} is not null)`),
  ],
);

/**
 * A payment transaction (issue 14, `/applications/finance/payments/transactions/{viewType}/{txnId}`): what a company
 * paid, or is paying, and how: CLICPAY (a one-off VA for the documents it chose: NEW -> PAYING while the VA is open
 * -> PAID, or CAN when it expired or was cancelled), STATIC_VA (a receipt into the company's permanent VA, PAID at
 * once, allocated oldest due first), MANUAL (recorded by platform finance with proof, NEW until a second person
 * verifies it: PAID). `receipt_journal_id` is the receipt's journal. Migration 0030.
 */
export const paymentTxns = pgTable(
  'payment_txns',
  {
    txnId: varchar('txn_id', { length: 24 }).primaryKey(),
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    method: varchar('method', { length: 10 }).$type<PaymentMethodCode>().notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    state: varchar('state', { length: 8 }).$type<PaymentTxnState>().notNull().default('NEW'),
    vaId: bigint('va_id', { mode: 'number' }).references(() => virtualAccounts.vaId),
    receiptJournalId: bigint('receipt_journal_id', { mode: 'number' }).references(() => ledgerJournals.journalId),
    bankRef: varchar('bank_ref', { length: 64 }),
    paidOn: date('paid_on', { mode: 'string' }),
    proofAttId: uuid('proof_att_id').references(() => attachments.attId),
    remarks: text('remarks'),
    /** A held gateway notification this manual payment resolves (its money is at the gateway, not the bank). */
    notificationId: bigint('notification_id', { mode: 'number' }).references(() => gatewayNotifications.notificationId),
    createdBy: varchar('created_by', { length: 35 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedBy: varchar('verified_by', { length: 35 }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledBy: varchar('cancelled_by', { length: 35 }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('payment_txns_company_idx').on(t.accnId, t.createdAt.desc()),
    index('payment_txns_state_idx').on(t.state, t.method),
    uniqueIndex('payment_txns_va_uq')
      .on(t.vaId)
      .where(sql`${t.method} = 'CLICPAY'`),
    uniqueIndex('payment_txns_notification_uq')
      .on(t.notificationId)
      .where(sql`${t.state} <> 'CAN'`),
    check('payment_txns_method_ck', sql`${t.method} in ('CLICPAY','STATIC_VA','MANUAL')`),
    check('payment_txns_state_ck', sql`${t.state} in ('NEW','PAYING','PAID','CAN')`),
    check('payment_txns_amount_ck', sql`${t.amount} > 0`),
    check('payment_txns_paid_ck', sql`(${t.state} = 'PAID') = (${t.receiptJournalId} is not null)`),
    check('payment_txns_checker_ck', sql`${t.verifiedBy} is null or ${t.verifiedBy} <> ${t.createdBy}`),
  ],
);

/** The documents a payment transaction pays, with the amount meant for each (minor units). Migration 0030. */
export const paymentTxnDocs = pgTable(
  'payment_txn_docs',
  {
    txnId: varchar('txn_id', { length: 24 })
      .notNull()
      .references(() => paymentTxns.txnId),
    docId: bigint('doc_id', { mode: 'number' })
      .notNull()
      .references(() => moneyDocuments.docId),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'payment_txn_docs_pk', columns: [t.txnId, t.docId] }),
    index('payment_txn_docs_doc_idx').on(t.docId),
    check('payment_txn_docs_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * The companies' bank accounts that payouts go to (issue 14): proposed by platform finance (PENDING) with the holder
 * name the bank answered at the account inquiry, decided by a second person (VERIFIED or REJECTED). A change of a
 * verified account is a new PENDING row that `replaces_id` it; its approval marks the old one REPLACED. One default
 * per company and currency among the verified. Migration 0028.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    bankAcctId: bigserial('bank_acct_id', { mode: 'number' }).primaryKey(),
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    bankCode: varchar('bank_code', { length: 3 }).notNull(),
    accountNo: varchar('account_no', { length: 20 }).notNull(),
    holderName: varchar('holder_name', { length: 100 }).notNull(),
    bankHolderName: varchar('bank_holder_name', { length: 100 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    state: varchar('state', { length: 10 }).$type<BankAccountState>().notNull().default('PENDING'),
    replacesId: bigint('replaces_id', { mode: 'number' }).references((): AnyPgColumn => bankAccounts.bankAcctId),
    proposedBy: varchar('proposed_by', { length: 35 }).notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: varchar('decided_by', { length: 35 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('bank_accounts_default_uq')
      .on(t.accnId, t.currency)
      .where(sql`${t.isDefault} and ${t.state} = 'VERIFIED'`),
    uniqueIndex('bank_accounts_verified_uq')
      .on(t.accnId, t.bankCode, t.accountNo, t.currency)
      .where(sql`${t.state} = 'VERIFIED'`),
    uniqueIndex('bank_accounts_pending_change_uq')
      .on(t.replacesId)
      .where(sql`${t.state} = 'PENDING'`),
    index('bank_accounts_company_idx').on(t.accnId, t.state),
    index('bank_accounts_state_idx').on(t.state, t.proposedAt),
    check('bank_accounts_state_ck', sql`${t.state} in ('PENDING','VERIFIED','REJECTED','REPLACED')`),
    check('bank_accounts_account_no_ck', sql`${t.accountNo} ~ '^[0-9]{5,20}$'`),
    check('bank_accounts_checker_ck', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.proposedBy}`),
  ],
);

/**
 * Payouts to truck operators (issue 14): a batch of an operator's due debit notes (DN_TO) per currency, payout
 * frequency and period, with its platform fees (PF_TO) netted off. NEW -> VER (finance admin) -> APP (finance head,
 * never the verifier) -> PAYING (at the bank) -> PAID; a failed transfer sends it back to NEW with the reason.
 * Money as NUMERIC (amount = gross - netting). Migration 0028.
 */
export const payouts = pgTable(
  'payouts',
  {
    payoutId: bigserial('payout_id', { mode: 'number' }).primaryKey(),
    payoutNo: varchar('payout_no', { length: 24 }).notNull(),
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    currency: char('currency', { length: 3 }).notNull(),
    frequency: varchar('frequency', { length: 10 }).$type<PayoutFrequency>().notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 8 }).$type<PayoutState>().notNull().default('NEW'),
    gross: numeric('gross', { precision: 15, scale: 2 }).notNull(),
    netting: numeric('netting', { precision: 15, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
    bankAcctId: bigint('bank_acct_id', { mode: 'number' }).references(() => bankAccounts.bankAcctId),
    verifiedBy: varchar('verified_by', { length: 35 }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    approvedBy: varchar('approved_by', { length: 35 }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    journalId: bigint('journal_id', { mode: 'number' }).references(() => ledgerJournals.journalId),
    lastFailureReason: varchar('last_failure_reason', { length: 200 }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
    failures: integer('failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: varchar('created_by', { length: 35 }).notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('payouts_no_uq').on(t.payoutNo),
    uniqueIndex('payouts_open_batch_uq')
      .on(t.accnId, t.currency, t.frequency, t.periodStart)
      .where(sql`${t.status} = 'NEW'`),
    index('payouts_status_idx').on(t.status, t.createdAt),
    index('payouts_company_idx').on(t.accnId, t.status),
    check('payouts_status_ck', sql`${t.status} in ('NEW','VER','APP','PAYING','PAID')`),
    check('payouts_frequency_ck', sql`${t.frequency} in ('IMMEDIATE','WEEKLY','MONTHLY')`),
    check('payouts_amount_ck', sql`${t.amount} = ${t.gross} - ${t.netting} and ${t.amount} > 0`),
    check('payouts_checker_ck', sql`${t.approvedBy} is null or ${t.approvedBy} <> ${t.verifiedBy}`),
  ],
);

/** The documents of a payout: its debit notes (DN_TO) and the platform fees (PF_TO) netted off; each document once. */
export const payoutItems = pgTable(
  'payout_items',
  {
    payoutId: bigint('payout_id', { mode: 'number' })
      .notNull()
      .references(() => payouts.payoutId),
    docId: bigint('doc_id', { mode: 'number' })
      .notNull()
      .references(() => moneyDocuments.docId),
    paymentId: varchar('payment_id', { length: 32 })
      .notNull()
      .references(() => jobPayments.paymentId),
    docType: varchar('doc_type', { length: 8 }).$type<'DN_TO' | 'PF_TO'>().notNull(),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.payoutId, t.docId] }),
    uniqueIndex('payout_items_doc_uq').on(t.docId),
    check('payout_items_type_ck', sql`${t.docType} in ('DN_TO','PF_TO')`),
  ],
);

/** The bank transfers of a payout, per attempt (at most Rp250,000,000 each, each with its own reference). */
export const payoutTransfers = pgTable(
  'payout_transfers',
  {
    transferId: bigserial('transfer_id', { mode: 'number' }).primaryKey(),
    payoutId: bigint('payout_id', { mode: 'number' })
      .notNull()
      .references(() => payouts.payoutId),
    attempt: integer('attempt').notNull(),
    seq: integer('seq').notNull(),
    reference: varchar('reference', { length: 40 }).notNull(),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
    status: varchar('status', { length: 8 }).$type<'NEW' | 'SENT' | 'FAILED'>().notNull().default('NEW'),
    bankReference: varchar('bank_reference', { length: 64 }),
    responseCode: varchar('response_code', { length: 7 }),
    reason: varchar('reason', { length: 64 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payout_transfers_reference_uq').on(t.reference),
    index('payout_transfers_payout_idx').on(t.payoutId, t.attempt, t.seq),
    check('payout_transfers_status_ck', sql`${t.status} in ('NEW','SENT','FAILED')`),
    check('payout_transfers_amount_ck', sql`${t.amount} > 0 and ${t.amount} <= 250000000`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Credit limits (issue 14, migration 0029): the requests (maker-checker) and the limits in force
// ---------------------------------------------------------------------------------------------------

export const creditLimitSeq = pgSequence('credit_limit_seq');

/**
 * A request for a company's credit limit of a service and currency (spec §3 "Credit limit"): NEW (the maker's draft),
 * SUBMIT, then APP or REJ by another user (maker-checker), or DEL. At most one open (NEW or SUBMIT) per company,
 * service and currency. `credit_limit` is the limit in force when the request was made.
 */
export const creditLimitRequests = pgTable(
  'credit_limit_requests',
  {
    creditId: seqKey('credit_id', 'CL', 'credit_limit_seq'),
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    serviceType: varchar('service_type', { length: 16 }).$type<CreditServiceType>().notNull(),
    creditCcy: char('credit_ccy', { length: 3 }).notNull(),
    creditLimit: numeric('credit_limit', { precision: 17, scale: 2 }),
    newCreditLimit: numeric('new_credit_limit', { precision: 17, scale: 2 }).notNull(),
    status: varchar('status', { length: 8 }).$type<CreditLimitStatus>().notNull().default('NEW'),
    remarks: text('remarks'),
    submittedBy: varchar('submitted_by', { length: 35 }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedBy: varchar('decided_by', { length: 35 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    ...resourceColumns,
  },
  (t) => [
    check('credit_limit_requests_status_ck', sql`${t.status} in ('NEW','SUBMIT','APP','REJ','DEL')`),
    check('credit_limit_requests_service_ck', sql`${t.serviceType} in ('TRUCKING')`),
    check('credit_limit_requests_amount_ck', sql`${t.newCreditLimit} >= 0`),
    uniqueIndex('credit_limit_requests_open_uq')
      .on(t.accnId, t.serviceType, t.creditCcy)
      .where(sql`${t.status} in ('NEW','SUBMIT')`),
    index('credit_limit_requests_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('credit_limit_requests_created_idx').on(t.createdAt.desc().nullsFirst(), t.creditId),
  ],
);

/** The credit limit in force per company, service and currency: the last approved request's amount. */
export const creditLimits = pgTable(
  'credit_limits',
  {
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    serviceType: varchar('service_type', { length: 16 }).$type<CreditServiceType>().notNull(),
    creditCcy: char('credit_ccy', { length: 3 }).notNull(),
    creditLimit: numeric('credit_limit', { precision: 17, scale: 2 }).notNull(),
    creditId: varchar('credit_id', { length: 20 })
      .notNull()
      .references(() => creditLimitRequests.creditId),
    approvedBy: varchar('approved_by', { length: 35 }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'credit_limits_pk', columns: [t.accnId, t.serviceType, t.creditCcy] }),
    check('credit_limits_amount_ck', sql`${t.creditLimit} >= 0`),
  ],
);

/**
 * Tax-invoice serial number ranges (NSFP, issue 15) the tax office allots to GLI: `010.000-26.00000001` to
 * `…00000500`. A active (one per prefixes and year), I waiting, E used up, D deleted (only a waiting one). The next
 * number is `sequence_start + consumed_num`; the range is E exactly when every number of it is taken.
 */
export const taxSequences = pgTable(
  'tax_sequences',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    prefixLeft: char('prefix_left', { length: 3 }).notNull(),
    prefixMid: char('prefix_mid', { length: 3 }).notNull(),
    prefixYear: char('prefix_year', { length: 2 }).notNull(),
    // Serials are at most 8 digits: exact as JavaScript numbers.
    sequenceStart: bigint('sequence_start', { mode: 'number' }).notNull(),
    sequenceEnd: bigint('sequence_end', { mode: 'number' }).notNull(),
    /** Numbers taken (issued or voided) from the range so far. */
    consumedNum: bigint('consumed_num', { mode: 'number' }).notNull().default(0),
    status: char('status', { length: 1 }).$type<TaxSequenceState>().notNull().default('I'),
    paymentState: varchar('payment_state', { length: 8 }).notNull().default('BILL'),
    ...resourceColumns,
  },
  (t) => [
    check(
      'tax_sequences_prefix_ck',
      sql`${t.prefixLeft} ~ '^[0-9]{3}$' and ${t.prefixMid} ~ '^[0-9]{3}$' and ${t.prefixYear} ~ '^[0-9]{2}$'`,
    ),
    check(
      'tax_sequences_range_ck',
      sql`${t.sequenceStart} between 1 and 99999999 and ${t.sequenceEnd} between ${t.sequenceStart} and 99999999`,
    ),
    check('tax_sequences_consumed_ck', sql`${t.consumedNum} between 0 and ${t.sequenceEnd} - ${t.sequenceStart} + 1`),
    check('tax_sequences_status_ck', sql`${t.status} in ('A','I','E','D')`),
    check('tax_sequences_used_up_ck', sql`(${t.status} = 'E') = (${t.consumedNum} = ${t.sequenceEnd} - ${t.sequenceStart} + 1)`),
    check('tax_sequences_untouched_ck', sql`${t.status} not in ('I','D') or ${t.consumedNum} = 0`),
    check('tax_sequences_payment_state_ck', sql`${t.paymentState} in ('BILL')`),
    uniqueIndex('tax_sequences_active_uq')
      .on(t.prefixLeft, t.prefixMid, t.prefixYear)
      .where(sql`${t.status} = 'A'`),
    index('tax_sequences_prefix_idx').on(t.prefixLeft, t.prefixMid, t.prefixYear, t.sequenceStart),
    index('tax_sequences_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
  ],
);

/** Every tax number taken from a range: issued (to a document, `ref`) or voided with a reason, by whom and when. */
export const taxNumbers = pgTable(
  'tax_numbers',
  {
    taxNo: varchar('tax_no', { length: 19 }).primaryKey(),
    sequenceId: bigint('sequence_id', { mode: 'number' })
      .notNull()
      .references(() => taxSequences.id),
    serial: bigint('serial', { mode: 'number' }).notNull(),
    state: varchar('state', { length: 8 }).$type<TaxNumberState>().notNull().default('ISSUED'),
    /** The document it was issued for (e.g. a money document's number; tax invoices come later). */
    ref: text('ref'),
    issuedBy: varchar('issued_by', { length: 35 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    voidReason: text('void_reason'),
    voidedBy: varchar('voided_by', { length: 35 }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    check('tax_numbers_state_ck', sql`${t.state} in ('ISSUED','VOIDED')`),
    check(
      'tax_numbers_voided_ck',
      sql`(${t.state} = 'VOIDED') = (${t.voidReason} is not null and ${t.voidedBy} is not null and ${t.voidedAt} is not null)`,
    ),
    uniqueIndex('tax_numbers_serial_uq').on(t.sequenceId, t.serial),
    index('tax_numbers_ref_idx').on(t.ref),
  ],
);

/**
 * Tracking devices (issue 16): a GPS tracker or phone app, known by its IMEI (the OsmAnd `id`), fitted to a truck
 * of its company. The one source of the truck's GPS IMEI (decision 0017).
 */
export const trackingDevices = pgTable(
  'tracking_devices',
  {
    deviceId: varchar('device_id', { length: 20 }).primaryKey(),
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    imei: varchar('imei', { length: 15 }).notNull(),
    model: varchar('model', { length: 64 }).notNull(),
    simNo: varchar('sim_no', { length: 24 }),
    truckId: varchar('truck_id', { length: 20 }).references(() => trucks.truckId),
    status: statusColumn(),
    ...resourceColumns,
  },
  (t) => [
    uniqueIndex('tracking_devices_imei_uq').on(t.imei),
    uniqueIndex('tracking_devices_truck_uq')
      .on(t.truckId)
      .where(sql`${t.truckId} is not null`),
    index('tracking_devices_owner_idx').on(t.accnId, t.imei),
  ],
);

/** Which truck a device was fitted to, when (to_at null: now). */
export const trackingDeviceAssignments = pgTable('tracking_device_assignments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  deviceId: varchar('device_id', { length: 20 })
    .notNull()
    .references(() => trackingDevices.deviceId, { onDelete: 'cascade' }),
  truckId: varchar('truck_id', { length: 20 }).references(() => trucks.truckId),
  fromAt: timestamp('from_at', { withTimezone: true }).notNull().defaultNow(),
  toAt: timestamp('to_at', { withTimezone: true }),
  byUsrId: varchar('by_usr_id', { length: 35 }),
});

/** The batch endpoint's per-device secret (SHA-256 of the token; the token is shown once when issued). */
export const trackingDeviceTokens = pgTable('tracking_device_tokens', {
  deviceId: varchar('device_id', { length: 20 })
    .primaryKey()
    .references(() => trackingDevices.deviceId, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  issuedBy: varchar('issued_by', { length: 35 }).notNull(),
});

/**
 * Positions, partitioned by month on fix_at (the migration declares the partitioning; drizzle sees the parent).
 * One row per device and fix time: a duplicate point is stored once. flag SPEED: implausible, kept, not used.
 */
export const trackPositions = pgTable(
  'track_positions',
  {
    deviceId: varchar('device_id', { length: 20 }).notNull(),
    fixAt: timestamp('fix_at', { withTimezone: true }).notNull(),
    truckId: varchar('truck_id', { length: 20 }),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    speedKmh: real('speed_kmh'),
    bearing: real('bearing'),
    altitude: real('altitude'),
    accuracy: real('accuracy'),
    batt: real('batt'),
    flag: varchar('flag', { length: 8 }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'track_positions_pk', columns: [t.deviceId, t.fixAt] }),
    index('track_positions_truck_idx').on(t.truckId, t.fixAt),
  ],
);

/** The newest good position of each truck (the live map reads this, never the history). */
export const trackLatest = pgTable('track_latest', {
  truckId: varchar('truck_id', { length: 20 })
    .primaryKey()
    .references(() => trucks.truckId, { onDelete: 'cascade' }),
  deviceId: varchar('device_id', { length: 20 }).notNull(),
  accnId: varchar('accn_id', { length: 20 }).notNull(),
  fixAt: timestamp('fix_at', { withTimezone: true }).notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  speedKmh: real('speed_kmh'),
  bearing: real('bearing'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A location's geofence: a circle (centre, radius in metres) or a polygon ([[lat, lon], ...]). */
export const locationGeofences = pgTable('location_geofences', {
  locId: varchar('loc_id', { length: 20 })
    .primaryKey()
    .references(() => locations.locId, { onDelete: 'cascade' }),
  accnId: varchar('accn_id', { length: 20 }).notNull(),
  shape: varchar('shape', { length: 8 }).notNull(),
  centerLat: doublePrecision('center_lat'),
  centerLon: doublePrecision('center_lon'),
  radiusM: integer('radius_m'),
  polygon: jsonb('polygon').$type<Array<[number, number]>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: varchar('updated_by', { length: 35 }),
  version: integer('version').notNull().default(1),
});

/** Where the dwell computation of a device against a geofence stands (confirmed side, pending change, last fix). */
export const trackFenceStates = pgTable(
  'track_fence_states',
  {
    deviceId: varchar('device_id', { length: 20 })
      .notNull()
      .references(() => trackingDevices.deviceId, { onDelete: 'cascade' }),
    locId: varchar('loc_id', { length: 20 })
      .notNull()
      .references(() => locations.locId, { onDelete: 'cascade' }),
    inside: boolean('inside').notNull(),
    candidateAt: timestamp('candidate_at', { withTimezone: true }),
    lastFixAt: timestamp('last_fix_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'track_fence_states_pk', columns: [t.deviceId, t.locId] })],
);

/** Geofence enter/exit events after dwell: `at` when it happened, `confirmed_at` the fix that confirmed it. */
export const trackFenceEvents = pgTable(
  'track_fence_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: varchar('device_id', { length: 20 })
      .notNull()
      .references(() => trackingDevices.deviceId, { onDelete: 'cascade' }),
    truckId: varchar('truck_id', { length: 20 }),
    accnId: varchar('accn_id', { length: 20 }).notNull(),
    locId: varchar('loc_id', { length: 20 })
      .notNull()
      .references(() => locations.locId, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 5 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('track_fence_events_uq').on(t.deviceId, t.locId, t.at, t.kind),
    index('track_fence_events_owner_idx').on(t.accnId, t.at, t.id),
    index('track_fence_events_at_idx').on(t.at, t.id),
    index('track_fence_events_replay_idx').on(t.deviceId, t.locId, t.confirmedAt),
  ],
);

/** Alert rules of a truck operator (decision 0021): kind, threshold (km/h, minutes or km), a location for FENCE. */
export const trackAlertRules = pgTable(
  'track_alert_rules',
  {
    ruleId: varchar('rule_id', { length: 20 }).primaryKey(),
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    ruleName: varchar('rule_name', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    threshold: integer('threshold'),
    locId: varchar('loc_id', { length: 20 }).references(() => locations.locId, { onDelete: 'cascade' }),
    fenceKind: varchar('fence_kind', { length: 5 }),
    notifyEmail: varchar('notify_email', { length: 128 }),
    status: statusColumn(),
    ...resourceColumns,
  },
  (t) => [index('track_alert_rules_owner_idx').on(t.accnId, t.kind)],
);

/** A raised alert: one per rule, truck and episode (ended_at null while the episode lasts). */
export const trackAlerts = pgTable(
  'track_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accnId: varchar('accn_id', { length: 20 }).notNull(),
    ruleId: varchar('rule_id', { length: 20 })
      .notNull()
      .references(() => trackAlertRules.ruleId, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    truckId: varchar('truck_id', { length: 20 })
      .notNull()
      .references(() => trucks.truckId, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    value: real('value'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ackedAt: timestamp('acked_at', { withTimezone: true }),
    ackedBy: varchar('acked_by', { length: 35 }),
    remark: varchar('remark', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('track_alerts_open_uq')
      .on(t.ruleId, t.truckId)
      .where(sql`${t.endedAt} is null`),
    uniqueIndex('track_alerts_episode_uq').on(t.ruleId, t.truckId, t.startedAt),
    index('track_alerts_owner_idx').on(t.accnId, t.startedAt, t.id),
    index('track_alerts_at_idx').on(t.startedAt, t.id),
  ],
);

/** Each truck's current stop (anchor and since when) and the newest fix the alert rules have seen. */
export const trackAlertMotion = pgTable('track_alert_motion', {
  truckId: varchar('truck_id', { length: 20 })
    .primaryKey()
    .references(() => trucks.truckId, { onDelete: 'cascade' }),
  stopLat: doublePrecision('stop_lat').notNull(),
  stopLon: doublePrecision('stop_lon').notNull(),
  stopSince: timestamp('stop_since', { withTimezone: true }).notNull(),
  lastFixAt: timestamp('last_fix_at', { withTimezone: true }).notNull(),
});

/**
 * A tax invoice (faktur pajak, issue 15; spec §3 "Tax invoice"): one per taxable money document (PF_CO, PF_TO, DN_CO),
 * made in the bill approval's transaction; amounts in integer minor units.
 */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    docId: bigint('doc_id', { mode: 'number' })
      .notNull()
      .references(() => moneyDocuments.docId),
    service: varchar('service', { length: 8 }).$type<'PF_CO' | 'PF_TO' | 'DN_CO'>().notNull(),
    invoiceNo: varchar('invoice_no', { length: 24 }).notNull(),
    jobId: varchar('job_id', { length: 20 }).notNull(),
    invoiceIssueDate: date('invoice_issue_date', { mode: 'string' }).notNull(),
    taxNo: varchar('tax_no', { length: 19 }),
    numbering: varchar('numbering', { length: 8 }).$type<TaxNumberingMode>().notNull(),
    awaitingNumber: boolean('awaiting_number').notNull().default(false),
    customer: varchar('customer', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    buyerTin: char('buyer_tin', { length: 16 }),
    buyerTku: char('buyer_tku', { length: 22 }),
    trxCode: char('trx_code', { length: 2 }).notNull(),
    facilityRef: varchar('facility_ref', { length: 40 }),
    currency: char('currency', { length: 3 }).notNull(),
    taxBase: bigint('tax_base', { mode: 'number' }).notNull(),
    otherTaxBase: bigint('other_tax_base', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    status: char('status', { length: 1 }).$type<TaxInvoiceState>().notNull().default('N'),
    replacementCode: char('replacement_code', { length: 1 }).notNull().default('0'),
    replacesId: bigint('replaces_id', { mode: 'number' }).references((): AnyPgColumn => taxInvoices.id),
    reportId: bigint('report_id', { mode: 'number' }),
    completedAttId: uuid('completed_att_id').references(() => attachments.attId),
    cancelReason: text('cancel_reason'),
    ...resourceColumns,
  },
  (t) => [
    check('tax_invoices_status_ck', sql`${t.status} in ('N','E','C','X','R')`),
    check('tax_invoices_numbering_ck', sql`${t.numbering} in ('RANGE','CORETAX')`),
    check('tax_invoices_code_ck', sql`${t.trxCode} in ('04','05','08')`),
    check('tax_invoices_replacement_ck', sql`(${t.replacementCode} = '1') = (${t.replacesId} is not null)`),
    check('tax_invoices_awaiting_ck', sql`not ${t.awaitingNumber} or ${t.taxNo} is null`),
    check('tax_invoices_completed_ck', sql`${t.status} <> 'C' or (${t.completedAttId} is not null and ${t.taxNo} is not null)`),
    uniqueIndex('tax_invoices_tax_no_uq')
      .on(t.taxNo)
      .where(sql`${t.status} not in ('X','R')`),
    uniqueIndex('tax_invoices_doc_uq')
      .on(t.docId)
      .where(sql`${t.status} not in ('X','R')`),
    index('tax_invoices_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('tax_invoices_status_idx').on(t.status, t.id),
    index('tax_invoices_customer_idx').on(t.customer),
    index('tax_invoices_report_idx').on(t.reportId),
  ],
);

/** A tax invoice's lines (Coretax GoodService): minor units, VAT rate in basis points. */
export const taxInvoiceLines = pgTable(
  'tax_invoice_lines',
  {
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => taxInvoices.id),
    no: integer('no').notNull(),
    name: text('name').notNull(),
    unit: varchar('unit', { length: 16 }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    qty: integer('qty').notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    taxBase: bigint('tax_base', { mode: 'number' }).notNull(),
    otherTaxBase: bigint('other_tax_base', { mode: 'number' }).notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.no] })],
);

/**
 * Tax reports (issue 15): every new tax invoice of a period in one report with its two files, the e-Faktur CSV (range
 * mode) and the Coretax XML, kept as made so a second download gives the same bytes.
 */
export const taxReports = pgTable(
  'tax_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reportName: varchar('report_name', { length: 32 }).notNull(),
    noRecords: integer('no_records').notNull(),
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    origin: varchar('origin', { length: 8 }).$type<'MANUAL' | 'DAILY'>().notNull(),
    status: char('status', { length: 1 }).$type<TaxReportState>().notNull().default('A'),
    csvFile: bytea('csv_file'),
    xmlFile: bytea('xml_file').notNull(),
    downloadedBy: varchar('downloaded_by', { length: 35 }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    ...resourceColumns,
  },
  (t) => [
    check('tax_reports_status_ck', sql`${t.status} in ('A','D','C')`),
    check('tax_reports_origin_ck', sql`${t.origin} in ('MANUAL','DAILY')`),
    check('tax_reports_cancel_ck', sql`(${t.status} = 'C') = (${t.cancelReason} is not null)`),
    uniqueIndex('tax_reports_name_uq').on(t.reportName),
    index('tax_reports_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Webhooks (issue 17, decision 0024)
// ---------------------------------------------------------------------------------------------------

/** A company's webhook endpoint: where its subscribed events are POSTed, signed with its secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    endpointId: uuid('endpoint_id').primaryKey().defaultRandom(),
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    url: varchar('url', { length: 2000 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    allEvents: boolean('all_events').notNull().default(false),
    events: text('events')
      .array()
      .notNull()
      .default(sql`'{}'`),
    active: boolean('active').notNull().default(true),
    /** The signing secret (whsec_…), encrypted at rest under DATA_KEY (secret-box.ts): the server signs with it (decision 0024). */
    secret: varchar('secret', { length: 255 }).notNull(),
    secretRolledAt: timestamp('secret_rolled_at', { withTimezone: true }),
    ...timestamps,
    createdBy: varchar('created_by', { length: 35 }).notNull(),
    updatedBy: varchar('updated_by', { length: 35 }).notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('webhook_endpoints_owner_idx').on(t.accnId, t.createdAt)],
);

/** One event to one endpoint: the payload as signed, its state and when it is tried next. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    deliveryId: uuid('delivery_id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.endpointId, { onDelete: 'cascade' }),
    accnId: varchar('accn_id', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 64 }).notNull(),
    eventType: varchar('event_type', { length: 40 }).notNull(),
    payload: text('payload').notNull(),
    status: varchar('status', { length: 10 }).$type<DeliveryStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    retryUntil: timestamp('retry_until', { withTimezone: true }).notNull(),
    lastStatusCode: integer('last_status_code'),
    lastError: varchar('last_error', { length: 500 }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('webhook_deliveries_status_ck', sql`${t.status} IN ('PENDING','RETRYING','DELIVERED','FAILED')`),
    uniqueIndex('webhook_deliveries_event_uq').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt, t.deliveryId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} IN ('PENDING','RETRYING')`),
  ],
);

/** Every attempt of a delivery: the response code, how long it took, the error and the response's first bytes. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.deliveryId, { onDelete: 'cascade' }),
    attemptNo: integer('attempt_no').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    statusCode: integer('status_code'),
    error: varchar('error', { length: 500 }),
    responseExcerpt: varchar('response_excerpt', { length: 1024 }),
    replay: boolean('replay').notNull().default(false),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);
/**
 * Analytics (issue 17, decision 0026): daily facts per party triple, materialised views refreshed by pg-boss
 * (src/server/analytics/analytics-refresh.ts); created by migration 0046, declared here as existing.
 */
const partyColumns = {
  creatorAccnId: varchar('creator_accn_id', { length: 20 }).notNull(),
  customerAccnId: varchar('customer_accn_id', { length: 20 }).notNull(),
  toAccnId: varchar('to_accn_id', { length: 20 }).notNull(),
};
export const analyticsJobDays = pgMaterializedView('analytics_job_days', {
  day: date('day', { mode: 'string' }).notNull(),
  ...partyColumns,
  jobState: varchar('job_state', { length: 8 }).notNull(),
  jobs: integer('jobs').notNull(),
}).existing();
export const analyticsBillDays = pgMaterializedView('analytics_bill_days', {
  day: date('day', { mode: 'string' }).notNull(),
  ...partyColumns,
  currency: char('currency', { length: 3 }).notNull(),
  bills: integer('bills').notNull(),
  total: numeric('total').notNull(),
  approvalSeconds: numeric('approval_seconds').notNull(),
}).existing();
export const analyticsDropDays = pgMaterializedView('analytics_drop_days', {
  day: date('day', { mode: 'string' }).notNull(),
  ...partyColumns,
  delivered: integer('delivered').notNull(),
  onTime: integer('on_time').notNull(),
}).existing();
export const analyticsPaymentDays = pgMaterializedView('analytics_payment_days', {
  billingDay: date('billing_day', { mode: 'string' }).notNull(),
  paidDay: date('paid_day', { mode: 'string' }).notNull(),
  direction: varchar('direction', { length: 3 }).notNull(),
  partyAccnId: varchar('party_accn_id', { length: 20 }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  payments: integer('payments').notNull(),
  amount: numeric('amount').notNull(),
}).existing();

/** When each analytics view was last refreshed (the pages' "as of"). */
export const analyticsRefreshes = pgTable('analytics_refreshes', {
  viewName: varchar('view_name', { length: 64 }).primaryKey(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  durationMs: integer('duration_ms').notNull().default(0),
});
// Notifications (issue 17, decision 0023)
// ---------------------------------------------------------------------------------------------------

/** One event of the portal, recorded in its cause's transaction (src/server/notifications/record-event.ts). */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: varchar('type', { length: 32 }).notNull(),
    accnIds: varchar('accn_ids', { length: 20 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    usrIds: varchar('usr_ids', { length: 35 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    record: jsonb('record').$type<{ kind: string; id: string; path: string }>().notNull(),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_events_occurred_idx').on(t.occurredAt)],
);

/** Each channel's delivery of an event (PENDING until the fan-out delivers it; retried with a backoff). */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => notificationEvents.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 8 }).notNull(),
    status: varchar('status', { length: 8 }).$type<'PENDING' | 'DONE' | 'FAILED'>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    recipients: integer('recipients'),
  },
  (t) => [
    primaryKey({ name: 'notification_deliveries_pk', columns: [t.eventId, t.channel] }),
    check('notification_deliveries_status_ck', sql`${t.status} in ('PENDING','DONE','FAILED')`),
    index('notification_deliveries_pending_idx')
      .on(t.nextAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** A user's in-app notification (both languages kept: the reader's language is the screen's). */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    usrId: varchar('usr_id', { length: 35 })
      .notNull()
      .references(() => users.usrId),
    eventId: uuid('event_id').references(() => notificationEvents.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 32 })
      .notNull()
      .references(() => notificationTypes.ntCode),
    titleEn: varchar('title_en', { length: 256 }).notNull(),
    titleId: varchar('title_id', { length: 256 }).notNull(),
    bodyEn: text('body_en').notNull(),
    bodyId: text('body_id').notNull(),
    recordKind: varchar('record_kind', { length: 32 }).notNull(),
    recordId: varchar('record_id', { length: 64 }).notNull(),
    recordPath: varchar('record_path', { length: 512 }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_event_user_uq').on(t.eventId, t.usrId),
    index('notifications_user_idx').on(t.usrId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.usrId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

/** A user's choice per type and channel (no row: on). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    usrId: varchar('usr_id', { length: 35 })
      .notNull()
      .references(() => users.usrId),
    ntCode: varchar('nt_code', { length: 32 })
      .notNull()
      .references(() => notificationTypes.ntCode),
    channel: varchar('channel', { length: 8 }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notification_preferences_pk', columns: [t.usrId, t.ntCode, t.channel] }),
    check('notification_preferences_channel_ck', sql`${t.channel} in ('INAPP','EMAIL')`),
  ],
);

/**
 * Background reports (issue 17): one run of a catalogue report (src/domain/reports) by a user, made by the pg-boss
 * worker (`reports.worker.ts`) with its progress; its files are `report_files` chunks until `expires_at`.
 */
export const reportRuns = pgTable(
  'report_runs',
  {
    runId: serial('run_id').primaryKey(),
    reportId: varchar('report_id', { length: 32 }).$type<ReportId>().notNull(),
    usrId: varchar('usr_id', { length: 35 }).notNull(),
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    /** The user saw every company's data when the run was asked for (the platform): the run is not scoped. */
    platform: boolean('platform').notNull(),
    params: jsonb('params').$type<ReportParams>().notNull(),
    status: varchar('status', { length: 8 }).$type<ReportRunState>().notNull().default('QUEUED'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    percent: integer('percent').notNull().default(0),
    xlsxBytes: bigint('xlsx_bytes', { mode: 'number' }),
    pdfBytes: bigint('pdf_bytes', { mode: 'number' }),
    pdfCapped: boolean('pdf_capped').notNull().default(false),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    check('report_runs_status_ck', sql`${t.status} in ('QUEUED','RUNNING','DONE','FAILED','EXPIRED')`),
    check('report_runs_percent_ck', sql`${t.percent} between 0 and 100`),
    index('report_runs_user_idx').on(t.usrId, t.createdAt.desc(), t.runId.desc()),
    index('report_runs_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('QUEUED','RUNNING')`),
    index('report_runs_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'DONE'`),
  ],
);

/** A run's file in chunks of 1 MiB, in order (`seq`): written and read a chunk at a time. */
export const reportFiles = pgTable(
  'report_files',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => reportRuns.runId, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 4 }).$type<ReportFile>().notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ name: 'report_files_pk', columns: [t.runId, t.kind, t.seq] }),
    check('report_files_kind_ck', sql`${t.kind} in ('xlsx','pdf')`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Vessel calls (issue 18, part 1): applications, crew lists, agent associations (0048_vessel_calls.sql)
// ---------------------------------------------------------------------------------------------------

/** A shipping line's local agent (a service-provider company), associated by its tax number; ended: status E. */
export const agentAssociations = pgTable(
  'agent_associations',
  {
    assocId: seqKey('assoc_id', 'AA', 'agent_assoc_seq'),
    lineAccnId: varchar('line_accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    agentAccnId: varchar('agent_accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    agentTin: varchar('agent_tin', { length: 20 }).notNull(),
    status: char('status', { length: 1 }).$type<'A' | 'E'>().notNull().default('A'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    startedBy: varchar('started_by', { length: 35 }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: varchar('ended_by', { length: 35 }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('agent_associations_status_ck', sql`${t.status} IN ('A', 'E')`),
    uniqueIndex('agent_associations_active_uq')
      .on(t.lineAccnId, t.agentAccnId)
      .where(sql`${t.status} = 'A'`),
    index('agent_associations_agent_idx').on(t.agentAccnId, t.status),
  ],
);

/** A reusable crew list of a vessel (`/configuration/crewList`); its members as checked by `crewMemberSchema`. */
export const crewLists = pgTable(
  'crew_lists',
  {
    crewListId: seqKey('crew_list_id', 'CRW', 'crew_list_seq'),
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    vesselName: varchar('vessel_name', { length: 100 }).notNull(),
    imoNo: char('imo_no', { length: 7 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    members: jsonb('members').$type<CrewMember[]>().notNull(),
    memberCount: integer('member_count').notNull(),
    status: statusColumn(),
    ...resourceColumns,
  },
  (t) => [index('crew_lists_owner_idx').on(t.accnId, t.updatedAt.desc().nullsFirst())],
);

/** A vessel's call at a port with its FAL forms (`VESSEL_CALL_WORKFLOW`). */
export const vesselCalls = pgTable(
  'vessel_calls',
  {
    vcId: seqKey('vc_id', 'VC', 'vessel_call_seq'),
    lineAccnId: varchar('line_accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    filerAccnId: varchar('filer_accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    vesselName: varchar('vessel_name', { length: 100 }).notNull(),
    imoNo: char('imo_no', { length: 7 }).notNull(),
    callSign: varchar('call_sign', { length: 9 }).notNull(),
    flag: char('flag', { length: 2 })
      .notNull()
      .references(() => countries.ctryCode),
    shipType: varchar('ship_type', { length: 32 }).notNull(),
    grossTonnage: integer('gross_tonnage').notNull(),
    ttCode: varchar('tt_code', { length: 32 })
      .notNull()
      .references(() => thrusterTypes.ttCode),
    portCode: char('port_code', { length: 5 })
      .notNull()
      .references(() => ports.portCode),
    terminalCode: varchar('terminal_code', { length: 32 })
      .notNull()
      .references(() => portTerminals.terminalCode),
    eta: timestamp('eta', { withTimezone: true }).notNull(),
    etd: timestamp('etd', { withTimezone: true }).notNull(),
    lastPort: char('last_port', { length: 5 })
      .notNull()
      .references(() => ports.portCode),
    nextPort: char('next_port', { length: 5 })
      .notNull()
      .references(() => ports.portCode),
    services: text('services').array().notNull(),
    fal1: jsonb('fal1').$type<VesselCallBody['fal1']>().notNull(),
    fal5: jsonb('fal5').$type<VesselCallBody['fal5']>(),
    fal6: jsonb('fal6').$type<VesselCallBody['fal6']>(),
    fal7: jsonb('fal7').$type<VesselCallBody['fal7']>(),
    status: varchar('status', { length: 12 }).$type<VesselCallStatus>().notNull().default('DRAFT'),
    remarks: text('remarks'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: varchar('submitted_by', { length: 35 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: varchar('decided_by', { length: 35 }),
    ...resourceColumns,
  },
  (t) => [
    check('vessel_calls_status_ck', sql`${t.status} IN ('DRAFT', 'SUBMITTED', 'RETURNED', 'APPROVED', 'REJECTED')`),
    check('vessel_calls_times_ck', sql`${t.etd} > ${t.eta}`),
    index('vessel_calls_line_idx').on(t.lineAccnId, t.createdAt.desc().nullsFirst()),
    index('vessel_calls_filer_idx').on(t.filerAccnId, t.createdAt.desc().nullsFirst()),
    index('vessel_calls_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);

/** The certificates an approved application calls for, one per certificate service (their PDFs: a later part). */
export const vesselCallCertificates = pgTable(
  'vessel_call_certificates',
  {
    certId: seqKey('cert_id', 'VCC', 'vessel_cert_seq'),
    vcId: varchar('vc_id', { length: 20 })
      .notNull()
      .references(() => vesselCalls.vcId),
    certType: varchar('cert_type', { length: 8 })
      .notNull()
      .references(() => certificateConfigs.certType),
    svcId: varchar('svc_id', { length: 20 })
      .notNull()
      .references(() => certificateServices.svcId),
    officeCode: varchar('office_code', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('ISSUED_PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: varchar('created_by', { length: 35 }),
  },
  (t) => [uniqueIndex('vessel_call_certificates_uq').on(t.vcId, t.svcId)],
);

/**
 * CO2 emissions (issue 19, decision 0034): the emission factor master per vehicle type (resource `emissionFactor`),
 * each delivered trip's well-to-wheel figures, and the offset requests a company made (`/co2xRedirect`).
 */
export const emissionFactors = pgTable(
  'emission_factors',
  {
    vehicleType: varchar('vehicle_type', { length: 32 }).primaryKey(),
    fuelType: varchar('fuel_type', { length: 16 }).notNull().default('DIESEL'),
    loadedLPer100km: numeric('loaded_l_per_100km', { precision: 6, scale: 2 }).notNull(),
    emptyLPer100km: numeric('empty_l_per_100km', { precision: 6, scale: 2 }).notNull(),
    wtwKgPerL: numeric('wtw_kg_per_l', { precision: 6, scale: 3 }).notNull(),
    ttwKgPerL: numeric('ttw_kg_per_l', { precision: 6, scale: 3 }).notNull(),
    defaultPayloadKg: integer('default_payload_kg').notNull(),
    source: varchar('source', { length: 255 }).notNull(),
    status: statusColumn(),
    ...resourceColumns,
  },
  (t) => [
    check(
      'emission_factors_positive_ck',
      sql`${t.loadedLPer100km} > 0 AND ${t.emptyLPer100km} > 0 AND ${t.wtwKgPerL} > 0 AND ${t.ttwKgPerL} > 0 AND ${t.defaultPayloadKg} >= 0`,
    ),
  ],
);

export const tripEmissions = pgTable(
  'trip_emissions',
  {
    tripId: bigint('trip_id', { mode: 'number' })
      .primaryKey()
      .references(() => jobTrips.tripId, { onDelete: 'cascade' }),
    jobId: varchar('job_id', { length: 20 })
      .notNull()
      .references(() => jobs.jobId, { onDelete: 'cascade' }),
    creatorAccnId: varchar('creator_accn_id', { length: 20 }).notNull(),
    customerAccnId: varchar('customer_accn_id', { length: 20 }).notNull(),
    toAccnId: varchar('to_accn_id', { length: 20 }).notNull(),
    tripSeq: integer('trip_seq').notNull(),
    vehicleType: varchar('vehicle_type', { length: 32 }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    distanceSource: varchar('distance_source', { length: 8 }).$type<'PLANNED' | 'TRACKED'>().notNull(),
    loadedKm: numeric('loaded_km', { precision: 10, scale: 1 }).notNull(),
    emptyKm: numeric('empty_km', { precision: 10, scale: 1 }).notNull(),
    cargoKg: integer('cargo_kg').notNull(),
    fuelL: numeric('fuel_l', { precision: 14, scale: 3 }).notNull(),
    co2eKg: numeric('co2e_kg', { precision: 14, scale: 3 }).notNull(),
    tonneKm: numeric('tonne_km', { precision: 16, scale: 3 }).notNull(),
    factors: jsonb('factors').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('trip_emissions_source_ck', sql`${t.distanceSource} IN ('PLANNED', 'TRACKED')`),
    index('trip_emissions_job_idx').on(t.jobId),
    index('trip_emissions_creator_idx').on(t.creatorAccnId, t.deliveredAt),
    index('trip_emissions_customer_idx').on(t.customerAccnId, t.deliveredAt),
    index('trip_emissions_to_idx').on(t.toAccnId, t.deliveredAt),
    index('trip_emissions_delivered_idx').on(t.deliveredAt.desc(), t.tripId.desc()),
  ],
);

export const co2OffsetRequests = pgTable(
  'co2_offset_requests',
  {
    offsetId: bigserial('offset_id', { mode: 'number' }).primaryKey(),
    accnId: varchar('accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    co2eKg: numeric('co2e_kg', { precision: 16, scale: 3 }).notNull(),
    partnerUrl: varchar('partner_url', { length: 500 }).notNull(),
    requestedBy: varchar('requested_by', { length: 35 }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('co2_offset_requests_accn_idx').on(t.accnId, t.requestedAt)],
);

/** Order terminations (issue 19, decision 0035): one open (SUB or APP) per job. */
export const jobTerminations = pgTable(
  'job_terminations',
  {
    terminationId: seqKey('termination_id', 'TRM', 'job_termination_seq'),
    jobId: varchar('job_id', { length: 20 })
      .notNull()
      .references(() => jobs.jobId),
    state: varchar('state', { length: 4 }).$type<'SUB' | 'APP' | 'REJ' | 'WDR'>().notNull().default('SUB'),
    side: varchar('side', { length: 8 }).$type<'creator' | 'operator'>().notNull(),
    requesterAccnId: varchar('requester_accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    requestedBy: varchar('requested_by', { length: 35 }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    jobStateAtRequest: varchar('job_state_at_request', { length: 8 }).notNull(),
    reason: text('reason').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    owedAmount: numeric('owed_amount', { precision: 15, scale: 2 }).notNull(),
    decidedBy: varchar('decided_by', { length: 35 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionRemark: text('decision_remark'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('job_terminations_state_ck', sql`${t.state} IN ('SUB', 'APP', 'REJ', 'WDR')`),
    check('job_terminations_side_ck', sql`${t.side} IN ('creator', 'operator')`),
    check('job_terminations_amount_ck', sql`${t.owedAmount} >= 0`),
    uniqueIndex('job_terminations_open_uq')
      .on(t.jobId)
      .where(sql`${t.state} IN ('SUB', 'APP')`),
    index('job_terminations_state_idx').on(t.state, t.requestedAt.desc()),
  ],
);

/**
 * The FAQ of `/session/faq` and `/applications/info/faq` (issue 18; decision 0031): questions and answers in English
 * and Bahasa Indonesia (an empty Indonesian text shows the English one), edited by the platform through the resource
 * engine (`/configuration/faq`); only active entries are public.
 */
export const faqEntries = pgTable(
  'faq_entries',
  {
    faqId: varchar('faq_id', { length: 20 }).primaryKey(),
    category: varchar('category', { length: 16 }).notNull(),
    questionEn: varchar('question_en', { length: 300 }).notNull(),
    answerEn: text('answer_en').notNull(),
    questionId: varchar('question_id', { length: 300 }),
    answerId: text('answer_id'),
    sortOrder: integer('sort_order').notNull().default(100),
    faqStatus: char('faq_status', { length: 1 }).notNull().default('A'),
    ...resourceColumns,
  },
  (t) => [index('faq_entries_order_idx').on(t.faqStatus, t.sortOrder)],
);

/**
 * Enquiries sent through `/inquiry` and the contact pages (issue 18; decision 0031): kept, e-mailed to the platform,
 * answered (the answer e-mailed to the sender) and closed by the platform. `challenge_nonce` makes each challenge
 * token usable once.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    enqId: seqKey('enq_id', 'ENQ', 'enquiry_seq'),
    company: varchar('company', { length: 128 }),
    name: varchar('name', { length: 128 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    topic: varchar('topic', { length: 16 }).notNull(),
    message: text('message').notNull(),
    lang: varchar('lang', { length: 2 }).notNull().default('en'),
    status: varchar('status', { length: 12 }).notNull().default('OPEN'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: varchar('answered_by', { length: 35 }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: varchar('closed_by', { length: 35 }),
    usrId: varchar('usr_id', { length: 35 }),
    clientIp: varchar('client_ip', { length: 64 }),
    challengeNonce: varchar('challenge_nonce', { length: 32 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('enquiries_status_ck', sql`${t.status} IN ('OPEN', 'ANSWERED', 'CLOSED')`),
    uniqueIndex('enquiries_nonce_uq').on(t.challengeNonce),
    index('enquiries_status_idx').on(t.status, t.createdAt.desc()),
  ],
);
export const enquirySeq = pgSequence('enquiry_seq');
// ---------------------------------------------------------------------------------------------------
// Truck rentals (issue 19, migration 0052; docs/decisions/0033-truck-rentals.md)
// ---------------------------------------------------------------------------------------------------

/**
 * A renter's (cargo owner or forwarder) request to rent an operator's trucks for a period, the operator's quote and
 * the rental's course. Accepting opens the rental's job (`job_id`: one trip per truck, priced by the quote), whose
 * resource holds, delivery and billing the rental uses.
 */
export const rentals = pgTable(
  'rentals',
  {
    /** 'RN' + the Jakarta date + 5 random digits. */
    rentalId: varchar('rental_id', { length: 20 }).primaryKey(),
    renterAccnId: varchar('renter_accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    toAccnId: varchar('to_accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    vehicleType: varchar('vehicle_type', { length: 32 }).notNull(),
    truckCount: integer('truck_count').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    pickupLocId: varchar('pickup_loc_id', { length: 20 })
      .notNull()
      .references(() => locations.locId),
    rentalType: varchar('rental_type', { length: 3 }).$type<RentalType>().notNull(),
    remarks: text('remarks'),
    state: varchar('state', { length: 3 }).$type<RentalState>().notNull().default('REQ'),
    currency: char('currency', { length: 3 }),
    unitPrice: numeric('unit_price', { precision: 15, scale: 2 }),
    total: numeric('total', { precision: 15, scale: 2 }),
    quoteNote: text('quote_note'),
    reason: text('reason'),
    jobId: varchar('job_id', { length: 20 }).references(() => jobs.jobId),
    requestedBy: varchar('requested_by', { length: 35 }).notNull(),
    quotedBy: varchar('quoted_by', { length: 35 }),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    acceptedBy: varchar('accepted_by', { length: 35 }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...resourceColumns,
  },
  (t) => [
    check('rentals_state_ck', sql`${t.state} in ('REQ','QUO','ACC','ASG','ACT','COM','REJ','CAN')`),
    check('rentals_type_ck', sql`${t.rentalType} in ('PD','PW','PM','PTD','PTW','PTM')`),
    check('rentals_period_ck', sql`${t.endDate} >= ${t.startDate}`),
    check('rentals_count_ck', sql`${t.truckCount} between 1 and 20`),
    uniqueIndex('rentals_job_uq').on(t.jobId),
    index('rentals_renter_idx').on(t.renterAccnId, t.createdAt.desc().nullsFirst()),
    index('rentals_to_idx').on(t.toAccnId, t.createdAt.desc().nullsFirst()),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Truck leasing (issue 19, migration 0055; docs/decisions/0037-truck-leasing.md)
// ---------------------------------------------------------------------------------------------------

/** The service-provider companies that lease trucks (their administrators quote and decide lease applications). */
export const leasingProviders = pgTable('leasing_providers', {
  accnId: varchar('accn_id', { length: 20 })
    .primaryKey()
    .references(() => accounts.accnId),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A truck operator's application to lease trucks from a leasing provider: the monthly price per truck it wants, the
 * provider's quote, the operator's acceptance and the provider's decision. Prices in minor units (IDR sen), bigint.
 */
export const leaseApplications = pgTable(
  'lease_applications',
  {
    /** 'LA' + the Jakarta date + 5 random digits. */
    applicationId: varchar('application_id', { length: 20 }).primaryKey(),
    toAccnId: varchar('to_accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    providerAccnId: varchar('provider_accn_id', { length: 20 })
      .notNull()
      .references(() => leasingProviders.accnId),
    vehicleType: varchar('vehicle_type', { length: 32 }).notNull(),
    truckCount: integer('truck_count').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    months: integer('months').notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    currency: char('currency', { length: 3 }).notNull().default('IDR'),
    wantedPriceMinor: bigint('wanted_price_minor', { mode: 'bigint' }).notNull(),
    monthlyPriceMinor: bigint('monthly_price_minor', { mode: 'bigint' }),
    contactName: varchar('contact_name', { length: 100 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    remarks: text('remarks'),
    state: varchar('state', { length: 3 }).$type<LeaseState>().notNull().default('SUB'),
    quoteNote: text('quote_note'),
    reason: text('reason'),
    appliedBy: varchar('applied_by', { length: 35 }).notNull(),
    quotedBy: varchar('quoted_by', { length: 35 }),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    acceptedBy: varchar('accepted_by', { length: 35 }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    decidedBy: varchar('decided_by', { length: 35 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...resourceColumns,
  },
  (t) => [
    check('lease_applications_state_ck', sql`${t.state} in ('SUB','QUO','ACC','APP','REJ','WDR')`),
    check('lease_applications_count_ck', sql`${t.truckCount} between 1 and 50`),
    check('lease_applications_months_ck', sql`${t.months} between 1 and 60`),
    check(
      'lease_applications_prices_ck',
      sql`${t.wantedPriceMinor} > 0 and (${t.monthlyPriceMinor} is null or ${t.monthlyPriceMinor} > 0)`,
    ),
    check('lease_applications_quoted_ck', sql`${t.state} in ('SUB','REJ','WDR') or ${t.monthlyPriceMinor} is not null`),
    index('lease_applications_to_idx').on(t.toAccnId, t.createdAt.desc().nullsFirst()),
    index('lease_applications_provider_idx').on(t.providerAccnId, t.createdAt.desc().nullsFirst()),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Certificates (issue 18, part "Certificates"): numbers, tokens, revocation (0049_certificates.sql)
// ---------------------------------------------------------------------------------------------------

/** The last number of each certificate type's series per year (gapless: taken in the issuing transaction). */
export const certificateSeries = pgTable(
  'certificate_series',
  {
    certType: varchar('cert_type', { length: 8 })
      .notNull()
      .references(() => certificateConfigs.certType),
    year: integer('year').notNull(),
    lastNo: integer('last_no').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'certificate_series_pk', columns: [t.certType, t.year] })],
);

/** What the printed certificate says, frozen at issuance (the PDF is drawn from it on every read). */
export interface CertificateContent {
  titleEn: string;
  titleId: string;
  officeName: string;
  portName: string;
  fields: Array<{ key: string; label: string; value: string }>;
}

/** An issued certificate of an approved vessel call (one per `vessel_call_certificates` row). */
export const certificates = pgTable(
  'certificates',
  {
    certId: varchar('cert_id', { length: 20 })
      .primaryKey()
      .references(() => vesselCallCertificates.certId),
    certNo: varchar('cert_no', { length: 32 }).notNull(),
    certType: varchar('cert_type', { length: 8 })
      .notNull()
      .references(() => certificateConfigs.certType),
    certToken: varchar('cert_token', { length: 64 }).notNull(),
    vcId: varchar('vc_id', { length: 20 })
      .notNull()
      .references(() => vesselCalls.vcId),
    lineAccnId: varchar('line_accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    vesselName: varchar('vessel_name', { length: 100 }).notNull(),
    imoNo: char('imo_no', { length: 7 }).notNull(),
    issuerName: varchar('issuer_name', { length: 256 }).notNull(),
    content: jsonb('content').$type<CertificateContent>().notNull(),
    state: varchar('state', { length: 8 }).$type<'ISSUED' | 'REVOKED'>().notNull().default('ISSUED'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    issuedBy: varchar('issued_by', { length: 35 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: varchar('revoked_by', { length: 35 }),
    revokeReason: text('revoke_reason'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('certificates_state_ck', sql`${t.state} IN ('ISSUED', 'REVOKED')`),
    check('certificates_dates_ck', sql`${t.expiresAt} > ${t.issuedAt}`),
    check('certificates_revoked_ck', sql`(${t.state} = 'REVOKED') = (${t.revokedAt} IS NOT NULL)`),
    uniqueIndex('certificates_no_uq').on(t.certType, t.certNo),
    uniqueIndex('certificates_token_uq').on(t.certToken),
    index('certificates_line_idx').on(t.lineAccnId, t.issuedAt.desc()),
    index('certificates_vc_idx').on(t.vcId),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Fuel cards and fuel invoicing (issue 19; docs/decisions/0039-fuel-cards.md, migration 0057)
// ---------------------------------------------------------------------------------------------------

/** A Shell fleet card of an operator (the platform manages it): the whole number, limits in minor units. */
export const fuelCards = pgTable('fuel_cards', {
  cardId: bigserial('card_id', { mode: 'number' }).primaryKey(),
  cardNo: char('card_no', { length: 16 }).notNull(),
  accnId: varchar('accn_id', { length: 20 })
    .notNull()
    .references(() => accounts.accnId),
  truckId: varchar('truck_id', { length: 20 }).references(() => trucks.truckId),
  driverId: varchar('driver_id', { length: 20 }).references(() => drivers.driverId),
  dailyLimit: bigint('daily_limit', { mode: 'bigint' }).notNull(),
  monthlyLimit: bigint('monthly_limit', { mode: 'bigint' }).notNull(),
  status: varchar('status', { length: 3 }).$type<FuelCardStatus>().notNull().default('ACT'),
  remarks: text('remarks'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: varchar('created_by', { length: 35 }),
  updatedBy: varchar('updated_by', { length: 35 }),
  version: integer('version').notNull().default(1),
});

/** Who or what a card was assigned to, from when to when (valid_to null: now). */
export const fuelCardAssignments = pgTable('fuel_card_assignments', {
  asgId: bigserial('asg_id', { mode: 'number' }).primaryKey(),
  cardId: bigint('card_id', { mode: 'number' })
    .notNull()
    .references(() => fuelCards.cardId),
  truckId: varchar('truck_id', { length: 20 }).references(() => trucks.truckId),
  driverId: varchar('driver_id', { length: 20 }).references(() => drivers.driverId),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validTo: timestamp('valid_to', { withTimezone: true }),
  assignedBy: varchar('assigned_by', { length: 35 }).notNull(),
});

/** A provider's monthly statement as imported (one per period; the same file twice is refused). */
export const fuelStatements = pgTable('fuel_statements', {
  stmtId: bigserial('stmt_id', { mode: 'number' }).primaryKey(),
  period: char('period', { length: 7 }).notNull(),
  fileName: varchar('file_name', { length: 200 }).notNull(),
  fileSha256: char('file_sha256', { length: 64 }).notNull(),
  lineCount: integer('line_count').notNull(),
  totalAmount: bigint('total_amount', { mode: 'bigint' }).notNull(),
  importedBy: varchar('imported_by', { length: 35 }).notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One line of a statement, matched (operator, truck or driver) or not (why). */
export const fuelStatementLines = pgTable('fuel_statement_lines', {
  lineId: bigserial('line_id', { mode: 'number' }).primaryKey(),
  stmtId: bigint('stmt_id', { mode: 'number' })
    .notNull()
    .references(() => fuelStatements.stmtId),
  rowNo: integer('row_no').notNull(),
  cardNo: char('card_no', { length: 16 }).notNull(),
  txnAt: timestamp('txn_at', { withTimezone: true }).notNull(),
  station: varchar('station', { length: 120 }).notNull(),
  product: varchar('product', { length: 60 }).notNull(),
  litres: numeric('litres', { precision: 12, scale: 3 }).notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  cardId: bigint('card_id', { mode: 'number' }).references(() => fuelCards.cardId),
  accnId: varchar('accn_id', { length: 20 }).references(() => accounts.accnId),
  truckId: varchar('truck_id', { length: 20 }).references(() => trucks.truckId),
  driverId: varchar('driver_id', { length: 20 }).references(() => drivers.driverId),
  unmatched: varchar('unmatched', { length: 12 }).$type<FuelUnmatched>(),
});

/** The fuel invoice (a FUEL money document) of one operator from one statement. */
export const fuelInvoices = pgTable('fuel_invoices', {
  stmtId: bigint('stmt_id', { mode: 'number' })
    .notNull()
    .references(() => fuelStatements.stmtId),
  accnId: varchar('accn_id', { length: 20 })
    .notNull()
    .references(() => accounts.accnId),
  docId: bigint('doc_id', { mode: 'number' })
    .notNull()
    .references(() => moneyDocuments.docId),
  issuedBy: varchar('issued_by', { length: 35 }).notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
});
/**
 * Cargo insurance (issue 19, decision 0038): the insurers (resource `insurer`), the premium rate per goods type
 * (resource `insuranceRate`: a percent or per-mille rate and a minimum premium per currency), and the applications
 * a job's creator makes; an approved one has its policy number (series POL) and its premium is billed on the job's DN_CO.
 */
export const insurers = pgTable('insurers', {
  insurerId: varchar('insurer_id', { length: 20 }).primaryKey(),
  insurerName: varchar('insurer_name', { length: 120 }).notNull(),
  npwp: varchar('npwp', { length: 32 }),
  status: statusColumn(),
  ...resourceColumns,
});

export const insuranceRates = pgTable(
  'insurance_rates',
  {
    goodsType: varchar('goods_type', { length: 32 }).primaryKey(),
    goodsName: varchar('goods_name', { length: 120 }).notNull(),
    rateBasis: varchar('rate_basis', { length: 3 }).notNull().default('PCT').$type<'PCT' | 'PML'>(),
    rate: numeric('rate', { precision: 8, scale: 4 }).notNull(),
    minPremiumIdr: numeric('min_premium_idr', { precision: 15, scale: 2 }).notNull(),
    minPremiumUsd: numeric('min_premium_usd', { precision: 15, scale: 2 }).notNull(),
    status: statusColumn(),
    ...resourceColumns,
  },
  (t) => [
    check('insurance_rates_basis_ck', sql`${t.rateBasis} in ('PCT','PML')`),
    check('insurance_rates_positive_ck', sql`${t.rate} > 0 AND ${t.minPremiumIdr} >= 0 AND ${t.minPremiumUsd} >= 0`),
  ],
);

export const insuranceApplications = pgTable(
  'insurance_applications',
  {
    appId: varchar('app_id', { length: 20 }).primaryKey(),
    jobId: varchar('job_id', { length: 20 })
      .notNull()
      .references(() => jobs.jobId),
    applicantAccnId: varchar('applicant_accn_id', { length: 20 })
      .notNull()
      .references(() => accounts.accnId),
    insurerId: varchar('insurer_id', { length: 20 })
      .notNull()
      .references(() => insurers.insurerId),
    goodsType: varchar('goods_type', { length: 32 })
      .notNull()
      .references(() => insuranceRates.goodsType),
    goodsDesc: varchar('goods_desc', { length: 500 }),
    route: varchar('route', { length: 1000 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    cargoValue: numeric('cargo_value', { precision: 15, scale: 2 }).notNull(),
    rateBasis: varchar('rate_basis', { length: 3 }).notNull().$type<'PCT' | 'PML'>(),
    rate: numeric('rate', { precision: 8, scale: 4 }).notNull(),
    minPremium: numeric('min_premium', { precision: 15, scale: 2 }).notNull(),
    premium: numeric('premium', { precision: 15, scale: 2 }).notNull(),
    state: varchar('state', { length: 3 }).notNull().default('REQ').$type<'REQ' | 'APR' | 'REJ' | 'CAN'>(),
    reason: varchar('reason', { length: 500 }),
    policyNo: varchar('policy_no', { length: 32 }),
    appliedBy: varchar('applied_by', { length: 35 }).notNull(),
    decidedBy: varchar('decided_by', { length: 35 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    billedDocId: bigint('billed_doc_id', { mode: 'number' }),
    ...resourceColumns,
  },
  (t) => [
    uniqueIndex('insurance_applications_policy_uq').on(t.policyNo),
    index('insurance_applications_applicant_idx').on(t.applicantAccnId, t.createdAt.desc()),
    index('insurance_applications_job_idx').on(t.jobId),
  ],
);
