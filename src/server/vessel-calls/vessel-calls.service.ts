import { and, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DatatableQuery } from '../../domain/datatable';
import {
  FAL_FORMS,
  VESSEL_CALL_WORKFLOW,
  type FalForm,
  vesselCallActionsOf,
  type VesselCallActionBody,
  type VesselCallBody,
  type VesselCallsQuery,
  type VesselCallUpdateBody,
  type VesselCallStatus,
  type VesselCallVerb,
} from '../../domain/vessel-calls/vessel-calls';
import { refusalOf, type Actor, type Workflow } from '../../domain/workflow';
import { certificateStatusOf } from '../../domain/certificates/certificates';
import { issueCertificates } from '../certificates/issue';
import type { Db, DbOrTx } from '../db/client';
import {
  accounts,
  agencyOffices,
  auditLog,
  agentAssociations,
  certificateConfigs,
  certificateServices,
  certificates as issuedCertificates,
  countries,
  ports,
  portTerminals,
  thrusterTypes,
  vesselCallCertificates,
  vesselCalls,
} from '../db/schema';
import { audit } from '../http/audit';
import { likePattern, orderBy, pagedFrom } from '../http/datatable';
import { conflict, forbidden, notFound, validationFailed, type FieldErrors } from '../http/errors';
import type { Principal } from '../http/principal';

/**
 * Vessel call applications (issue 18, part 1; docs/decisions/0028-vessel-calls.md). Who sees an application: its
 * line, the agents the line has associated (while associated), and the port-clearance officers (all but drafts).
 * Who files: a line's users for their line, an associated agent's users for that line (`vessel.file`).
 */

type Row = typeof vesselCalls.$inferSelect;

export const reviews = (p: Principal) => p.permissions.includes('vessel.review');
export const files = (p: Principal) => p.permissions.includes('vessel.file');

/** Whether the caller's company may file for the line now (its own line, or an active association). */
export async function mayFileFor(db: DbOrTx, p: Principal, lineAccnId: string): Promise<boolean> {
  if (!files(p)) return false;
  if (p.accnType === 'ACC_TYPE_SL') return lineAccnId === p.accnId;
  if (p.accnType !== 'ACC_TYPE_SP') return false;
  const [row] = await db
    .select({ id: agentAssociations.assocId })
    .from(agentAssociations)
    .where(
      and(
        eq(agentAssociations.lineAccnId, lineAccnId),
        eq(agentAssociations.agentAccnId, p.accnId),
        eq(agentAssociations.status, 'A'),
      ),
    );
  return !!row;
}

/** The applications the caller may see (the tenancy of every query here). */
function visibleTo(p: Principal): SQL {
  const own: SQL[] = [];
  if (files(p) && p.accnType === 'ACC_TYPE_SL') own.push(eq(vesselCalls.lineAccnId, p.accnId));
  if (files(p) && p.accnType === 'ACC_TYPE_SP')
    own.push(
      sql`${vesselCalls.lineAccnId} in (select a.line_accn_id from agent_associations a where a.agent_accn_id = ${p.accnId} and a.status = 'A')`,
    );
  if (reviews(p)) own.push(ne(vesselCalls.status, 'DRAFT'));
  return own.length ? or(...own)! : sql`false`;
}

function actorOf(p: Principal, filer: boolean): Actor {
  return { usrId: p.usrId, permissions: p.permissions, sides: filer ? ['filer'] : [] };
}

const lineName = sql<string>`(select a.accn_name from accounts a where a.accn_id = ${vesselCalls.lineAccnId})`;
const filerName = sql<string>`(select a.accn_name from accounts a where a.accn_id = ${vesselCalls.filerAccnId})`;
/** Whether the caller files for the row's line now (its own, or associated): the `filer` side of the workflow. */
const filerSide = (p: Principal) =>
  files(p) && p.accnType === 'ACC_TYPE_SL'
    ? sql<boolean>`${vesselCalls.lineAccnId} = ${p.accnId}`
    : files(p) && p.accnType === 'ACC_TYPE_SP'
      ? sql<boolean>`exists (select 1 from agent_associations a where a.line_accn_id = ${vesselCalls.lineAccnId} and a.agent_accn_id = ${p.accnId} and a.status = 'A')`
      : sql<boolean>`false`;

/** The FAL forms an application carries (FAL 1 always). */
const formsOf = (has: { fal5: boolean; fal6: boolean; fal7: boolean }): FalForm[] => [
  'fal1',
  ...FAL_FORMS.filter((f): f is Exclude<FalForm, 'fal1'> => f !== 'fal1' && has[f]),
];

const listColumns = (p: Principal) => ({
  vcId: vesselCalls.vcId,
  lineAccnId: vesselCalls.lineAccnId,
  lineName,
  filerAccnId: vesselCalls.filerAccnId,
  filerName,
  vesselName: vesselCalls.vesselName,
  imoNo: vesselCalls.imoNo,
  callSign: vesselCalls.callSign,
  portCode: vesselCalls.portCode,
  terminalCode: vesselCalls.terminalCode,
  eta: vesselCalls.eta,
  etd: vesselCalls.etd,
  status: vesselCalls.status,
  hasFal5: sql<boolean>`${vesselCalls.fal5} is not null`,
  hasFal6: sql<boolean>`${vesselCalls.fal6} is not null`,
  hasFal7: sql<boolean>`${vesselCalls.fal7} is not null`,
  remarks: vesselCalls.remarks,
  createdAt: vesselCalls.createdAt,
  submittedAt: vesselCalls.submittedAt,
  decidedAt: vesselCalls.decidedAt,
  version: vesselCalls.version,
  filer: filerSide(p),
});

const SORTABLE = {
  createdAt: vesselCalls.createdAt,
  vcId: vesselCalls.vcId,
  vesselName: vesselCalls.vesselName,
  eta: vesselCalls.eta,
  status: vesselCalls.status,
  portCode: vesselCalls.portCode,
};

/** The applications the caller may see, newest first (server-paged); filters status, port, free text. */
/** The workbench card (issue 12): the applications the caller may see, per status. */
export async function vesselCallCounts(db: DbOrTx, p: Principal, statuses: string[]) {
  return db
    .select({ status: vesselCalls.status, n: sql<number>`count(*)::int` })
    .from(vesselCalls)
    .where(and(visibleTo(p), inArray(vesselCalls.status, statuses as VesselCallStatus[])))
    .groupBy(vesselCalls.status);
}

export async function listVesselCalls(db: DbOrTx, p: Principal, q: VesselCallsQuery) {
  if (!files(p) && !reviews(p)) throw forbidden();
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(vesselCalls.status, q.status));
  if (q.portCode) filters.push(eq(vesselCalls.portCode, q.portCode));
  if (q.search) {
    const like = likePattern(q.search);
    filters.push(
      or(
        ilike(vesselCalls.vcId, like),
        ilike(vesselCalls.vesselName, like),
        ilike(vesselCalls.imoNo, like),
        ilike(lineName, like),
      )!,
    );
  }
  const page = await pagedFrom(q as DatatableQuery, {
    columns: listColumns(p),
    from: (fields) => db.select(fields).from(vesselCalls),
    scope: visibleTo(p),
    filter: filters.length ? and(...filters) : undefined,
    order: q.sort ? orderBy(q, SORTABLE, 'createdAt', vesselCalls.vcId) : [desc(vesselCalls.createdAt), desc(vesselCalls.vcId)],
  });
  return {
    ...page,
    aaData: page.aaData.map(({ hasFal5, hasFal6, hasFal7, filer, ...r }) => ({
      ...r,
      forms: formsOf({ fal5: hasFal5, fal6: hasFal6, fal7: hasFal7 }),
      actions: vesselCallActionsOf(r.status, actorOf(p, filer)),
    })),
  };
}

/** One application with its forms, its certificates and the verbs the caller may use (not visible: 404). */
export async function getVesselCall(db: DbOrTx, p: Principal, vcId: string) {
  if (!files(p) && !reviews(p)) throw forbidden();
  const [found] = await db
    .select({ r: vesselCalls, lineName, filerName, filer: filerSide(p) })
    .from(vesselCalls)
    .where(and(eq(vesselCalls.vcId, vcId), visibleTo(p)));
  if (!found) throw notFound('vesselCalls.server.notFound');
  const certificates = await db
    .select({
      certId: vesselCallCertificates.certId,
      certType: vesselCallCertificates.certType,
      certName: certificateConfigs.descEn,
      certNameId: certificateConfigs.descId,
      svcId: vesselCallCertificates.svcId,
      officeCode: vesselCallCertificates.officeCode,
      stored: vesselCallCertificates.status,
      createdAt: vesselCallCertificates.createdAt,
      certNo: issuedCertificates.certNo,
      certToken: issuedCertificates.certToken,
      state: issuedCertificates.state,
      issuedAt: issuedCertificates.issuedAt,
      expiresAt: issuedCertificates.expiresAt,
    })
    .from(vesselCallCertificates)
    .innerJoin(certificateConfigs, eq(certificateConfigs.certType, vesselCallCertificates.certType))
    .leftJoin(issuedCertificates, eq(issuedCertificates.certId, vesselCallCertificates.certId))
    .where(eq(vesselCallCertificates.vcId, vcId))
    .orderBy(vesselCallCertificates.certId);
  const r = found.r;
  return {
    vcId: r.vcId,
    lineAccnId: r.lineAccnId,
    lineName: found.lineName,
    filerAccnId: r.filerAccnId,
    filerName: found.filerName,
    vesselName: r.vesselName,
    imoNo: r.imoNo,
    callSign: r.callSign,
    flag: r.flag,
    shipType: r.shipType,
    grossTonnage: r.grossTonnage,
    ttCode: r.ttCode,
    portCode: r.portCode,
    terminalCode: r.terminalCode,
    eta: r.eta,
    etd: r.etd,
    lastPort: r.lastPort,
    nextPort: r.nextPort,
    services: r.services,
    fal1: r.fal1,
    fal5: r.fal5 ?? null,
    fal6: r.fal6 ?? null,
    fal7: r.fal7 ?? null,
    status: r.status,
    forms: formsOf({ fal5: !!r.fal5, fal6: !!r.fal6, fal7: !!r.fal7 }),
    remarks: r.remarks,
    createdAt: r.createdAt,
    createdBy: r.createdBy,
    submittedAt: r.submittedAt,
    submittedBy: r.submittedBy,
    decidedAt: r.decidedAt,
    decidedBy: r.decidedBy,
    version: r.version,
    certificates: certificates.map(({ stored, state, ...c }) => ({
      ...c,
      // VALID, EXPIRED or REVOKED once issued (0030); ISSUED_PENDING for a row approved before numbers existed.
      status: c.expiresAt && state ? certificateStatusOf({ state, expiresAt: c.expiresAt }) : stored,
    })),
    history: await historyOf(db, vcId),
    actions: vesselCallActionsOf(r.status, actorOf(p, found.filer)),
  };
}

/** The masters an application names, checked in the transaction: each problem on its field. */
async function checkMasters(tx: DbOrTx, body: VesselCallBody): Promise<void> {
  const errors: FieldErrors = {};
  const [flag] = await tx
    .select({ code: countries.ctryCode })
    .from(countries)
    .where(and(eq(countries.ctryCode, body.flag), eq(countries.status, 'A')));
  if (!flag) errors.flag = 'validation.option';
  const [thruster] = await tx
    .select({ code: thrusterTypes.ttCode })
    .from(thrusterTypes)
    .where(and(eq(thrusterTypes.ttCode, body.ttCode), eq(thrusterTypes.status, 'A')));
  if (!thruster) errors.ttCode = 'validation.option';
  const portCodes = [...new Set([body.portCode, body.lastPort, body.nextPort])];
  const known = new Set(
    (
      await tx
        .select({ code: ports.portCode })
        .from(ports)
        .where(and(inArray(ports.portCode, portCodes), eq(ports.status, 'A')))
    ).map((r) => r.code),
  );
  for (const field of ['portCode', 'lastPort', 'nextPort'] as const)
    if (!known.has(body[field])) errors[field] = 'vesselCalls.errors.port';
  const [terminal] = await tx
    .select({ code: portTerminals.terminalCode })
    .from(portTerminals)
    .where(
      and(
        eq(portTerminals.terminalCode, body.terminalCode),
        eq(portTerminals.portCode, body.portCode),
        eq(portTerminals.status, 'A'),
      ),
    );
  if (!terminal) errors.terminalCode = 'vesselCalls.errors.terminal';
  const services = await tx
    .select({ svcId: certificateServices.svcId })
    .from(certificateServices)
    .innerJoin(agencyOffices, eq(agencyOffices.officeCode, certificateServices.officeCode))
    .where(
      and(
        inArray(certificateServices.svcId, body.services),
        eq(agencyOffices.portCode, body.portCode),
        eq(certificateServices.status, 'A'),
      ),
    );
  if (services.length !== body.services.length) errors.services = 'vesselCalls.errors.service';
  if (Object.keys(errors).length) throw validationFailed(errors);
}

const columnsOf = (body: VesselCallBody) => ({
  vesselName: body.vesselName,
  imoNo: body.imoNo,
  callSign: body.callSign,
  flag: body.flag,
  shipType: body.shipType,
  grossTonnage: body.grossTonnage,
  ttCode: body.ttCode,
  portCode: body.portCode,
  terminalCode: body.terminalCode,
  eta: new Date(body.eta),
  etd: new Date(body.etd),
  lastPort: body.lastPort,
  nextPort: body.nextPort,
  services: body.services,
  fal1: body.fal1,
  fal5: body.fal5,
  fal6: body.fal6,
  fal7: body.fal7,
});

/** A new application (DRAFT) for a line the caller files for (another: 403). */
export async function createVesselCall(db: Db, p: Principal, body: VesselCallBody) {
  if (!files(p)) throw forbidden();
  return db.transaction(async (tx) => {
    if (!(await mayFileFor(tx, p, body.lineAccnId))) throw forbidden('vesselCalls.server.notYourLine');
    await checkMasters(tx, body);
    const [row] = await tx
      .insert(vesselCalls)
      .values({ lineAccnId: body.lineAccnId, filerAccnId: p.accnId, ...columnsOf(body), createdBy: p.usrId, updatedBy: p.usrId })
      .returning({ vcId: vesselCalls.vcId });
    await audit(tx, p, {
      event: 'VESSEL_CALL_CREATE',
      entity: 'vessel_call',
      entityId: row!.vcId,
      after: { lineAccnId: body.lineAccnId, vesselName: body.vesselName, imoNo: body.imoNo, portCode: body.portCode },
    });
    return getVesselCall(tx, p, row!.vcId);
  });
}

/** Locks a visible application (not visible: 404) and decides the verb with the workflow (403 or 409). */
async function lockFor(tx: DbOrTx, p: Principal, vcId: string, verb: 'save' | VesselCallVerb, version: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(vesselCalls)
    .where(and(eq(vesselCalls.vcId, vcId), visibleTo(p)))
    .for('update');
  if (!row) throw notFound('vesselCalls.server.notFound');
  const filer = await mayFileFor(tx, p, row.lineAccnId);
  const refusal = refusalOf(VESSEL_CALL_WORKFLOW as Workflow, verb, { state: row.status }, actorOf(p, filer));
  if (refusal === 'state') throw conflict('vesselCalls.server.notAllowed');
  if (refusal !== null) throw forbidden();
  if (row.version !== version) throw conflict('vesselCalls.server.stale');
  return row;
}

/** The filer changes a draft or a returned application (the whole application; the version read). */
export async function updateVesselCall(db: Db, p: Principal, vcId: string, body: VesselCallUpdateBody) {
  return db.transaction(async (tx) => {
    const before = await lockFor(tx, p, vcId, 'save', body.version);
    if (body.lineAccnId !== before.lineAccnId) throw validationFailed({ lineAccnId: 'vesselCalls.errors.lineFixed' });
    await checkMasters(tx, body);
    await tx
      .update(vesselCalls)
      .set({ ...columnsOf(body), version: before.version + 1, updatedAt: new Date(), updatedBy: p.usrId })
      .where(eq(vesselCalls.vcId, vcId));
    await audit(tx, p, {
      event: 'VESSEL_CALL_UPDATE',
      entity: 'vessel_call',
      entityId: vcId,
      before: { status: before.status, version: before.version, eta: before.eta, etd: before.etd },
      after: { version: before.version + 1, eta: body.eta, etd: body.etd },
    });
    return getVesselCall(tx, p, vcId);
  });
}

/**
 * Submit (the filer), approve, reject or return (the officer; reject and return need a reason, kept as the remarks
 * the filer sees). Approval records a certificate per service asked for (ISSUED_PENDING). Two racing verbs: the
 * row lock orders them and the second finds the state or version changed (409).
 */
export async function actOnVesselCall(db: Db, p: Principal, vcId: string, verb: VesselCallVerb, body: VesselCallActionBody) {
  const reason = body.reason?.trim() ?? '';
  if ((VESSEL_CALL_WORKFLOW as Workflow).verbs[verb]?.reason === true && !reason)
    throw validationFailed({ reason: 'validation.required' });
  return db.transaction(async (tx) => {
    const before = await lockFor(tx, p, vcId, verb, body.version);
    const to = VESSEL_CALL_WORKFLOW.verbs[verb].to;
    const now = new Date();
    const decision = verb === 'submit' ? {} : { decidedAt: now, decidedBy: p.usrId };
    const submission = verb === 'submit' ? { submittedAt: now, submittedBy: p.usrId } : {};
    const remarks = verb === 'reject' || verb === 'return' ? reason : verb === 'submit' ? before.remarks : null;
    const [changed] = await tx
      .update(vesselCalls)
      .set({ status: to, remarks, ...decision, ...submission, version: before.version + 1, updatedAt: now, updatedBy: p.usrId })
      .where(and(eq(vesselCalls.vcId, vcId), eq(vesselCalls.status, before.status), eq(vesselCalls.version, before.version)))
      .returning({ vcId: vesselCalls.vcId });
    if (!changed) throw conflict('vesselCalls.server.notAllowed');
    let certificates: string[] = [];
    if (verb === 'approve') {
      const services = await tx
        .select({
          svcId: certificateServices.svcId,
          certType: certificateServices.certType,
          officeCode: certificateServices.officeCode,
        })
        .from(certificateServices)
        .where(inArray(certificateServices.svcId, before.services));
      if (services.length) {
        await tx
          .insert(vesselCallCertificates)
          .values(services.map((s) => ({ vcId, ...s, createdBy: p.usrId })))
          .onConflictDoNothing();
      }
      // Numbers, dates, tokens and the printed content, in this transaction (docs/decisions/0030-certificates.md).
      certificates = await issueCertificates(tx, p, vcId, now);
    }
    await audit(tx, p, {
      event: `VESSEL_CALL_${verb.toUpperCase()}`,
      entity: 'vessel_call',
      entityId: vcId,
      remarks: reason || null,
      before: { status: before.status, version: before.version },
      after: { status: to, version: before.version + 1, ...(verb === 'approve' ? { certificates } : {}) },
    });
    return getVesselCall(tx, p, vcId);
  });
}

/** The form's choices: the lines the caller files for, and the active certificate services with their ports. */
export async function vesselCallOptions(db: DbOrTx, p: Principal) {
  if (!files(p) && !reviews(p)) throw forbidden();
  const lines =
    p.accnType === 'ACC_TYPE_SL' && files(p)
      ? [{ value: p.accnId, desc: p.accnName }]
      : p.accnType === 'ACC_TYPE_SP' && files(p)
        ? await db
            .select({ value: accounts.accnId, desc: accounts.accnName })
            .from(agentAssociations)
            .innerJoin(accounts, eq(accounts.accnId, agentAssociations.lineAccnId))
            .where(and(eq(agentAssociations.agentAccnId, p.accnId), eq(agentAssociations.status, 'A')))
            .orderBy(accounts.accnName)
        : [];
  const services = await db
    .select({
      svcId: certificateServices.svcId,
      certType: certificateServices.certType,
      descEn: certificateConfigs.descEn,
      descId: certificateConfigs.descId,
      officeCode: certificateServices.officeCode,
      portCode: agencyOffices.portCode,
    })
    .from(certificateServices)
    .innerJoin(certificateConfigs, eq(certificateConfigs.certType, certificateServices.certType))
    .innerJoin(agencyOffices, eq(agencyOffices.officeCode, certificateServices.officeCode))
    .where(eq(certificateServices.status, 'A'))
    .orderBy(agencyOffices.portCode, certificateServices.svcId);
  // The ports a call can be filed at (those with a service) and their active terminals, for the form's dropdowns.
  const portCodes = [...new Set(services.map((s) => s.portCode))];
  const callPorts = portCodes.length
    ? await db
        .select({ portCode: ports.portCode, name: ports.name })
        .from(ports)
        .where(and(inArray(ports.portCode, portCodes), eq(ports.status, 'A')))
        .orderBy(ports.name)
    : [];
  const terminals = portCodes.length
    ? await db
        .select({ terminalCode: portTerminals.terminalCode, portCode: portTerminals.portCode, name: portTerminals.name })
        .from(portTerminals)
        .where(and(inArray(portTerminals.portCode, portCodes), eq(portTerminals.status, 'A')))
        .orderBy(portTerminals.portCode, portTerminals.name)
    : [];
  return { lines, services, ports: callPorts, terminals };
}

/** What happened to an application, oldest first (its audit trail: who, when, the reason given). */
async function historyOf(db: DbOrTx, vcId: string) {
  const rows = await db
    .select({
      event: auditLog.audtEvent,
      at: auditLog.audtTimestamp,
      by: auditLog.audtUid,
      byName: auditLog.audtUname,
      remarks: auditLog.audtRemarks,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'vessel_call'), eq(auditLog.entityId, vcId)))
    .orderBy(auditLog.id);
  return rows.map((r) => ({ ...r, event: r.event.replace(/^VESSEL_CALL_/, '').toLowerCase() }));
}
