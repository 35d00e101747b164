import { seedDemoTracking } from './demo-tracking';
import { CERTIFICATE_DEFAULTS, type CertificateTypeCode } from '../../../domain/certificates/certificates';
import { seedDemoAnalytics } from './demo-analytics';
import { seedDemoAlertAcks, seedDemoAlertRules } from './demo-alerts';
import { seedDemoWebhooks } from './demo-webhooks';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ACCOUNT_TYPES } from '../../../domain/accounts';
import { ROLES } from '../../../domain/roles';
import { seedRolePermissions } from '../../authorisations/authorisations.service';
import { hashPassword } from '../../session/passwords';
import { ensureDefaultParams } from '../../sysparams/sysparams.service';
import type { Db, DbOrTx } from '../client';
import { insertJsonRows } from '../json-insert';
import {
  certificateConfigs,
  certificateServices,
  docAssociates,
  agencies,
  agencyOffices,
  articleCategories,
  attachTypes,
  contractTypes,
  hsCodes,
  ministries,
  notificationTemplates,
  notificationTypes,
  paymentTypes,
  portTerminals,
  thrusterTypes,
  accounts,
  accountTypes,
  announcements,
  countries,
  currencies,
  ports,
  provinces,
  registrations,
  roles,
  uoms,
  userRoles,
  users,
  whitelabels,
} from '../schema';
import {
  AGENCIES,
  AGENCY_OFFICES,
  ARTICLE_CATEGORIES,
  ATTACHMENT_TYPES,
  CERTIFICATE_SERVICES,
  CERTIFICATE_TYPES,
  CONTRACT_TYPES,
  DOC_ASSOCIATES,
  COUNTRIES,
  CURRENCIES,
  HS_CHAPTERS,
  HS_HEADINGS,
  MINISTRIES,
  PAYMENT_TYPES,
  PORT_TERMINALS,
  PORTS,
  PROVINCES,
  THRUSTER_TYPES,
  UNITS,
} from './reference';
import { DEMO_ANNOUNCEMENTS, DEMO_BRAND } from './demo-brand';
import { seedDemoContracts } from './demo-contracts';
import { seedDemoBilling } from './demo-billing';
import { seedDemoPayments } from './demo-payments';
import { seedDemoPayouts } from './demo-payouts';
import { buildPayouts } from '../../payments/payouts.service';
import { seedDemoCredit } from './demo-credit';
import { seedDemoTax, seedDemoTaxInvoices } from './demo-tax';
import { seedDemoSage } from './demo-sage';
import { seedDemoNotifications } from './demo-notifications';
import { EVENT_TYPE_CODES, EVENT_TYPES, NOTIFIED_EVENT_TYPES, isNotifiedType } from '../../../domain/notifications/event-types';
import { TEMPLATE_CHANNELS, TEMPLATE_LANGS } from '../../../domain/notifications/templates';
import { DEFAULT_TEXTS, defaultTemplate } from '../../notifications/default-templates';
import { seedDemoReports } from './demo-reports';
import { seedDemoJobs } from './demo-jobs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_USERS } from './demo-data';
import { seedDemoRegistrationDocuments } from './demo-registration-docs';
import { seedDemoCo2AndTerminations } from './demo-co2x';
import { seedDemoVesselCalls } from './demo-vessel-calls';
import { seedDemoInfo } from './demo-info';
import { seedDemoRentals } from './demo-rentals';
import { seedDemoLeasing } from './demo-leasing';
import { seedDemoDepartments } from './demo-departments';
import { seedDemoFuel } from './demo-fuel';
import { seedDemoInsurance } from './demo-insurance';

/** Reference rows every installation needs (account types, roles, parameter defaults). Idempotent. */
export async function seedReference(db: DbOrTx): Promise<void> {
  await insertJsonRows(
    db,
    accountTypes,
    Object.entries(ACCOUNT_TYPES).map(([atypId, d]) => ({ atypId, descEn: d.en, descId: d.id })),
    { skipConflicts: true },
  );
  await insertJsonRows(
    db,
    roles,
    Object.entries(ROLES).map(([roleId, d]) => ({ roleId, descEn: d.en, descId: d.id })),
    { skipConflicts: true },
  );
  await ensureDefaultParams(db);
  await seedRolePermissions(db);
  await seedMasterData(db);
}

/** Master data from the reference sets (docs/reference-data.md); rows already there are kept as the admins left them. */
async function seedMasterData(db: DbOrTx): Promise<void> {
  const by = { createdBy: 'SYSTEM', updatedBy: 'SYSTEM' };
  await insertJsonRows(
    db,
    countries,
    COUNTRIES.map((c) => ({
      ctryCode: c.ctryCode,
      alpha3: c.alpha3,
      numeric: c.numeric,
      nameEn: c.nameEn,
      nameId: c.nameId,
      ...by,
    })),
    { skipConflicts: true },
  );
  await insertJsonRows(
    db,
    currencies,
    CURRENCIES.map((c) => ({ ccyCode: c.ccyCode, numeric: c.numeric, name: c.name, minorUnits: c.minorUnits, ...by })),
    { skipConflicts: true },
  );
  await insertJsonRows(
    db,
    provinces,
    PROVINCES.map((p) => ({ provinceId: p.provinceId, ctryCode: p.ctryCode, name: p.name, ...by })),
    { skipConflicts: true },
  );
  await insertJsonRows(
    db,
    ports,
    PORTS.map((p) => ({
      portCode: p.portCode,
      ctryCode: p.ctryCode,
      name: p.name,
      subdivision: p.subdivision || null,
      functions: p.functions,
      lat: p.lat === null ? null : String(p.lat),
      lon: p.lon === null ? null : String(p.lon),
      ...by,
    })),
    { skipConflicts: true },
  );
  await insertJsonRows(
    db,
    uoms,
    UNITS.map((u) => ({ uomCode: u.uomCode, nameEn: u.nameEn, nameId: u.nameId, symbol: u.symbol ?? null, ...by })),
    { skipConflicts: true },
  );
  await insertJsonRows(
    db,
    hsCodes,
    [
      ...HS_CHAPTERS.map((c) => ({
        hsCode: c.hsCode,
        chapter: c.hsCode,
        level: 'CHAPTER',
        descEn: c.descEn,
        descId: c.descId,
        ...by,
      })),
      ...HS_HEADINGS.map((h) => ({
        hsCode: h.hsCode,
        chapter: h.chapter,
        level: 'HEADING',
        descEn: h.descEn,
        descId: null,
        ...by,
      })),
    ],
    { skipConflicts: true },
  );
  await insertJsonRows(
    db,
    ministries,
    MINISTRIES.map((m) => ({
      ministryCode: m.ministryCode,
      ctryCode: m.ctryCode,
      nameEn: m.nameEn,
      nameId: m.nameId,
      shortName: m.shortName ?? null,
      ...by,
    })),
    { skipConflicts: true },
  );
  await insertJsonRows(
    db,
    agencies,
    AGENCIES.map((a) => ({
      agencyCode: a.agencyCode,
      ministryCode: a.ministryCode,
      ctryCode: a.ctryCode,
      nameEn: a.nameEn,
      nameId: a.nameId,
      shortName: a.shortName ?? null,
      role: a.role ?? null,
      ...by,
    })),
    { skipConflicts: true },
  );
  await insertJsonRows(
    db,
    agencyOffices,
    AGENCY_OFFICES.map((o) => ({
      officeCode: o.officeCode,
      agencyCode: o.agencyCode,
      portCode: o.portCode,
      name: o.name,
      shortName: o.shortName ?? null,
      ...by,
    })),
    { skipConflicts: true },
  );
  await insertJsonRows(
    db,
    portTerminals,
    PORT_TERMINALS.map((t) => ({
      terminalCode: t.terminalCode,
      portCode: t.portCode,
      name: t.name,
      operator: t.operator,
      kind: t.kind,
      ...by,
    })),
    { skipConflicts: true },
  );
  const codes = <T>(rows: readonly T[], key: (r: T) => string, en: (r: T) => string, id: (r: T) => string) =>
    rows.map((r) => ({ key: key(r), descEn: en(r), descId: id(r) }));
  await insertJsonRows(
    db,
    attachTypes,
    ATTACHMENT_TYPES.map((a) => ({ attType: a.value, descEn: a.descEn, descId: a.descId, scope: a.scope, ...by })),
    { skipConflicts: true },
  );
  // The notification types are the portal's events, with a template per channel and language (decision 0023).
  await insertJsonRows(
    db,
    notificationTypes,
    NOTIFIED_EVENT_TYPES.map((code) => ({
      ntCode: code,
      descEn: DEFAULT_TEXTS[code].name.en,
      descId: DEFAULT_TEXTS[code].name.id,
      kind: 'EVENT',
      grp: EVENT_TYPES[code].group,
      mandatory: Boolean((EVENT_TYPES[code] as { mandatory?: true }).mandatory),
      ...by,
    })),
    { skipConflicts: true },
  );
  await insertJsonRows(
    db,
    notificationTemplates,
    // The template ids follow the whole list (PING, which has none, keeps its place), so they never move.
    EVENT_TYPE_CODES.flatMap((code, i) =>
      (isNotifiedType(code) ? TEMPLATE_CHANNELS : []).flatMap((channel, c) =>
        TEMPLATE_LANGS.map((lang, l) => ({
          ntplId: `NT${String(i * 4 + c * 2 + l + 1).padStart(4, '0')}`,
          ntCode: code,
          channel,
          lang,
          ...defaultTemplate(code, channel, lang),
          ...by,
        })),
      ),
    ),
    { skipConflicts: true },
  );
  await insertJsonRows(
    db,
    certificateConfigs,
    CERTIFICATE_TYPES.map((c) => ({
      certType: c.value,
      descEn: c.descEn,
      descId: c.descId,
      issuerId: c.issuingAgencyCodes.ID,
      issuerKh: c.issuingAgencyCodes.KH,
      ...CERTIFICATE_DEFAULTS[c.value as CertificateTypeCode],
      ...by,
    })),
    { skipConflicts: true },
  );
  await insertJsonRows(
    db,
    certificateServices,
    CERTIFICATE_SERVICES.map((c) => ({ ...c, feeCcy: 'IDR', ...by })),
    { skipConflicts: true },
  );
  // Registration documents by account type (the reference matrix), plus the trucking and delivery-order groups.
  const group = (attType: string) =>
    ({ STNK: 'TRUCKING', KIR: 'TRUCKING', SIM: 'TRUCKING', DELIVERY_ORDER: 'DELIVERY_ORDER', BILL_OF_LADING: 'DELIVERY_ORDER' })[
      attType
    ] ?? 'GENERAL';
  const associations = [
    ...DOC_ASSOCIATES.map((d) => ({ attType: d.attType, atypId: d.atypId as string, mandatory: d.mandatory })),
    { attType: 'STNK', atypId: 'ACC_TYPE_TO', mandatory: false },
    { attType: 'KIR', atypId: 'ACC_TYPE_TO', mandatory: false },
    { attType: 'DELIVERY_ORDER', atypId: 'ACC_TYPE_FF', mandatory: false },
    { attType: 'BILL_OF_LADING', atypId: 'ACC_TYPE_SL', mandatory: false },
  ];
  await insertJsonRows(
    db,
    docAssociates,
    associations.map((a) => ({
      docAssocId: `DA${createHash('sha1').update(`${a.attType}:${a.atypId}`).digest('hex').slice(0, 12).toUpperCase()}`,
      ...a,
      docGroup: group(a.attType),
      ...by,
    })),
    { skipConflicts: true },
  );
  for (const [table, key, rows] of [
    [
      paymentTypes,
      'ptCode',
      codes(
        PAYMENT_TYPES,
        (r) => r.ptCode,
        (r) => r.descEn,
        (r) => r.descId,
      ),
    ],
    [
      thrusterTypes,
      'ttCode',
      codes(
        THRUSTER_TYPES,
        (r) => r.ttCode,
        (r) => r.descEn,
        (r) => r.descId,
      ),
    ],
    [
      articleCategories,
      'arcCode',
      codes(
        ARTICLE_CATEGORIES,
        (r) => r.arcCode,
        (r) => r.descEn,
        (r) => r.descId,
      ),
    ],
    [
      contractTypes,
      'ctCode',
      codes(
        CONTRACT_TYPES,
        (r) => r.value,
        (r) => r.descEn,
        (r) => r.descId,
      ),
    ],
  ] as const) {
    await insertJsonRows(
      db,
      table,
      rows.map((r) => ({ [key]: r.key, descEn: r.descEn, descId: r.descId, ...by })),
      { skipConflicts: true },
    );
  }
}

/**
 * The registrations demo companies still in registration came from: status R is an approved registration
 * (C) whose administrator has not activated yet, so the onboarding list shows every company the accounts
 * list calls "registration submitted". Nobody holds their secret (they are no longer editable anyway).
 */
export function demoRegistrations(now = Date.now()): Array<typeof registrations.$inferInsert> {
  const day = 24 * 60 * 60 * 1000;
  return DEMO_ACCOUNTS.filter((a) => a.accnStatus === 'R' && a.registration).map((a) => {
    const r = a.registration!;
    const address = { addrLn1: a.addr[0], addrLn2: a.addr[1] ?? null, addrLn3: a.addr[2] ?? null };
    const accnDetails = {
      accnName: a.accnName,
      accnCoyRegn: a.npwp,
      TMstAccnType: { atypId: a.atypId },
      accnContact: { contactTel: a.tel, contactEmail: a.email, contactFax: a.fax ?? null },
      accnAddr: { ...address, addrProv: a.prov, addrCity: a.city, addrPcode: a.pcode, addrCtry: { ctyCode: 'ID' } },
    };
    const coreUsr = {
      usrName: r.usrName,
      usrPassNid: r.nid,
      usrTitle: r.usrTitle,
      usrContact: { contactTel: r.tel, contactEmail: r.email },
      usrAddr: { ...address, addrProv: a.prov, addrCity: a.city, addrPcode: a.pcode, addrCtry: { ctyCode: 'ID' } },
    };
    return {
      regId: `DEMOREG${a.accnId}`,
      secretHash: createHash('sha256').update(randomBytes(24)).digest('hex'),
      approvalState: 'C',
      atypId: a.atypId,
      accnName: a.accnName,
      contactEmail: a.email,
      accnDetails,
      coreUsr,
      services: r.services,
      accnId: a.accnId,
      createdAt: new Date(now - 9 * day),
      submittedAt: new Date(now - 6 * day),
      updatedAt: new Date(now - 2 * day),
    };
  });
}

export async function isEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from accounts`);
  return Number(result.rows[0]?.n ?? 0) === 0;
}

/** Demo companies and users (README lists them). Refused in production. */
export async function seedDemo(db: Db, env = process.env.NODE_ENV): Promise<void> {
  if (env === 'production') throw new Error('Demo data is refused when NODE_ENV=production');
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction(async (tx) => {
    await seedReference(tx);
    await tx.insert(accounts).values(
      DEMO_ACCOUNTS.map((a) => ({
        accnId: a.accnId,
        accnName: a.accnName,
        accnCoyRegn: a.npwp,
        accnStatus: a.accnStatus,
        atypId: a.atypId,
        contactTel: a.tel,
        contactEmail: a.email,
        contactFax: a.fax ?? null,
        addrLn1: a.addr[0],
        addrLn2: a.addr[1] ?? null,
        addrLn3: a.addr[2] ?? null,
        addrProv: a.prov,
        addrCity: a.city,
        addrPcode: a.pcode,
        addrCtry: 'ID',
      })),
    );
    const account = new Map(DEMO_ACCOUNTS.map((a) => [a.accnId, a]));
    await tx.insert(users).values(
      DEMO_USERS.map((u, i) => {
        const a = account.get(u.accnId)!;
        return {
          usrId: u.usrId,
          accnId: u.accnId,
          usrName: u.usrName,
          usrTitle: u.usrTitle,
          usrPassNid: u.nid,
          contactTel: u.tel,
          contactEmail: u.email,
          addrLn1: a.addr[0],
          addrLn2: a.addr[1] ?? null,
          addrProv: a.prov,
          addrCity: a.city,
          addrPcode: a.pcode,
          addrCtry: 'ID',
          passwordHash: hashes[i]!,
          passwordChangedAt: new Date(),
          passwordSetBy: u.passwordSetBy ?? 'USER',
        };
      }),
    );
    await tx.insert(userRoles).values(DEMO_USERS.flatMap((u) => u.roles.map((roleId) => ({ usrId: u.usrId, roleId }))));
    await tx.insert(registrations).values(demoRegistrations());
    await seedDemoRegistrationDocuments(tx);
    await tx.insert(whitelabels).values(DEMO_BRAND);
    await tx.insert(announcements).values(DEMO_ANNOUNCEMENTS);
    await seedDemoContracts(tx);
    await seedDemoJobs(tx);
    // 00104 is paid by ClicPay (demo payments); 00107 and 00108 are paid and paid out; 00109-00111 stay open (issue 14).
    // The tax ranges first: the approvals below issue their tax invoices numbers from them (issue 15).
    await seedDemoTax(tx);
    const approved = await seedDemoBilling(tx);
    await seedDemoPayouts(tx, approved.slice(1, 3));
    await seedDemoPayments(tx);
    // 00104's debit note is due for payout now that its creator paid: into today's batch, as the hourly build would.
    await buildPayouts(tx as unknown as Db, null);
    await seedDemoCredit(tx);
    // Alert rules before the demo day is ingested, so its alerts are raised by ingestion (decision 0021).
    await seedDemoAlertRules(tx as unknown as Db);
    await seedDemoTracking(tx as unknown as Db);
    await seedDemoAlertAcks(tx as unknown as Db);
    await seedDemoTaxInvoices(tx);
    await seedDemoSage(tx);
    await seedDemoWebhooks(tx);
    await seedDemoNotifications(tx);
    await seedDemoVesselCalls(tx);
    // CO2 of the delivered jobs (after tracking: driven distances), an offset request, a termination request (issue 19).
    await seedDemoCo2AndTerminations(tx);
    await seedDemoInfo(tx);
    await seedDemoRentals(tx);
    await seedDemoLeasing(tx);
    await seedDemoDepartments(tx);
    await seedDemoFuel(tx);
    // Cargo insurance applications of CO1 and FF1, one approved with its policy (issue 19, decision 0038).
    await seedDemoInsurance(tx);
    // The analytics views over everything above (issue 17).
    await seedDemoAnalytics(tx);
    // Last: the finished report runs hold the demo data above (issue 17).
    await seedDemoReports(tx);
  });
}
