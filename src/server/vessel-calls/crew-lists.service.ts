import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  CREW_IMPORT_COLUMNS,
  CREW_MAX,
  crewMemberSchema,
  type CrewImportBody,
  type CrewListBody,
  type CrewMember,
} from '../../domain/vessel-calls/vessel-calls';
import type { DatatableQuery } from '../../domain/datatable';
import type { Db, DbOrTx } from '../db/client';
import { crewLists } from '../db/schema';
import { audit } from '../http/audit';
import { likePattern, orderBy, pagedFrom } from '../http/datatable';
import { conflict, forbidden, notFound, validationFailed, type FieldErrors } from '../http/errors';
import type { Principal } from '../http/principal';
import { readXlsxRows, XlsxTooBig, XlsxUnreadable, type XlsxCell } from '../job-uploads/xlsx-reader';
import { files } from './vessel-calls.service';

/**
 * Crew lists (`/configuration/crewList`, issue 18): a company's reusable crew per vessel, copied into an
 * application's FAL 5. An XLSX import replaces a list's crew: every row good, or nothing changes (a report of every
 * bad row and field). Only the filing companies (shipping lines and agents) keep them; each sees its own.
 */

const columns = {
  crewListId: crewLists.crewListId,
  accnId: crewLists.accnId,
  vesselName: crewLists.vesselName,
  imoNo: crewLists.imoNo,
  title: crewLists.title,
  memberCount: crewLists.memberCount,
  updatedAt: crewLists.updatedAt,
  version: crewLists.version,
};

const SORTABLE = { updatedAt: crewLists.updatedAt, vesselName: crewLists.vesselName, title: crewLists.title };

const own = (p: Principal) => and(eq(crewLists.accnId, p.accnId), eq(crewLists.status, 'A'))!;

export async function listCrewLists(db: DbOrTx, p: Principal, q: DatatableQuery) {
  if (!files(p)) throw forbidden();
  const filter: SQL | undefined = q.search
    ? or(
        ilike(crewLists.vesselName, likePattern(q.search)),
        ilike(crewLists.imoNo, likePattern(q.search)),
        ilike(crewLists.title, likePattern(q.search)),
      )
    : undefined;
  return pagedFrom(q, {
    columns,
    from: (fields) => db.select(fields).from(crewLists),
    scope: own(p),
    filter,
    order: q.sort
      ? orderBy(q, SORTABLE, 'updatedAt', crewLists.crewListId)
      : [desc(crewLists.updatedAt), desc(crewLists.crewListId)],
  });
}

export async function getCrewList(db: DbOrTx, p: Principal, crewListId: string) {
  if (!files(p)) throw forbidden();
  const [row] = await db
    .select({ ...columns, members: crewLists.members })
    .from(crewLists)
    .where(and(eq(crewLists.crewListId, crewListId), own(p)));
  if (!row) throw notFound('vesselCalls.server.crewListNotFound');
  return row;
}

export async function createCrewList(db: Db, p: Principal, body: CrewListBody) {
  if (!files(p)) throw forbidden();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(crewLists)
      .values({ accnId: p.accnId, ...body, memberCount: body.members.length, createdBy: p.usrId, updatedBy: p.usrId })
      .returning({ crewListId: crewLists.crewListId });
    await audit(tx, p, {
      event: 'CREW_LIST_CREATE',
      entity: 'crew_list',
      entityId: row!.crewListId,
      after: { vesselName: body.vesselName, imoNo: body.imoNo, members: body.members.length },
    });
    return getCrewList(tx, p, row!.crewListId);
  });
}

async function lockOwn(tx: DbOrTx, p: Principal, crewListId: string, version: number) {
  if (!files(p)) throw forbidden();
  const [row] = await tx
    .select()
    .from(crewLists)
    .where(and(eq(crewLists.crewListId, crewListId), own(p)))
    .for('update');
  if (!row) throw notFound('vesselCalls.server.crewListNotFound');
  if (row.version !== version) throw conflict('vesselCalls.server.stale');
  return row;
}

async function replace(
  tx: DbOrTx,
  p: Principal,
  crewListId: string,
  before: { version: number; memberCount: number },
  next: Partial<CrewListBody> & { members: CrewMember[] },
  event: string,
) {
  await tx
    .update(crewLists)
    .set({ ...next, memberCount: next.members.length, version: before.version + 1, updatedAt: new Date(), updatedBy: p.usrId })
    .where(eq(crewLists.crewListId, crewListId));
  await audit(tx, p, {
    event,
    entity: 'crew_list',
    entityId: crewListId,
    before: { version: before.version, members: before.memberCount },
    after: { version: before.version + 1, members: next.members.length },
  });
  return getCrewList(tx, p, crewListId);
}

export async function updateCrewList(db: Db, p: Principal, crewListId: string, body: CrewListBody & { version: number }) {
  return db.transaction(async (tx) => {
    const before = await lockOwn(tx, p, crewListId, body.version);
    const { version: _version, ...next } = body;
    return replace(tx, p, crewListId, before, next, 'CREW_LIST_UPDATE');
  });
}

/** Deletes (deactivates) a crew list; applications keep the crew they copied. */
export async function deleteCrewList(db: Db, p: Principal, crewListId: string, version: number) {
  return db.transaction(async (tx) => {
    const before = await lockOwn(tx, p, crewListId, version);
    await tx
      .update(crewLists)
      .set({ status: 'I', version: before.version + 1, updatedAt: new Date(), updatedBy: p.usrId })
      .where(eq(crewLists.crewListId, crewListId));
    await audit(tx, p, {
      event: 'CREW_LIST_DELETE',
      entity: 'crew_list',
      entityId: crewListId,
      before: { version: before.version },
    });
    return { crewListId };
  });
}

// ---------------------------------------------------------------------------------------------------
// XLSX import
// ---------------------------------------------------------------------------------------------------

/** What a crew XLSX may inflate to (counted while streaming, whatever the zip claims). */
const CREW_XLSX_LIMITS = { maxTotal: 8 * 1024 * 1024, maxEntry: 6 * 1024 * 1024 };

const HEADER_ALIASES: Record<string, (typeof CREW_IMPORT_COLUMNS)[number]> = {
  name: 'name',
  rank: 'rank',
  nationality: 'nationality',
  dateofbirth: 'dateOfBirth',
  placeofbirth: 'placeOfBirth',
  doctype: 'docType',
  documenttype: 'docType',
  docno: 'docNo',
  documentno: 'docNo',
  documentnumber: 'docNo',
  docexpiry: 'docExpiry',
  expiry: 'docExpiry',
  expirydate: 'docExpiry',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A date cell: a spreadsheet date, `YYYY-MM-DD` or day-first `DD/MM/YYYY` (the Indonesian way); else as typed. */
function dayOf(cell: XlsxCell): string {
  if (cell instanceof Date) return `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())}`;
  const text = String(cell ?? '').trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  return dmy ? `${dmy[3]}-${pad(Number(dmy[2]))}-${pad(Number(dmy[1]))}` : text;
}

/** A code cell as typed, upper case with underscores: `Chief Officer` -> `CHIEF_OFFICER` (the schema checks it). */
const codeOf = (cell: XlsxCell) =>
  String(cell ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');

/**
 * Reads the crew rows of an XLSX: row 1 the header (the CREW_IMPORT_COLUMNS, any order), then one seafarer a row
 * (empty rows skipped), at most CREW_MAX. Every row checked with the crew member schema; any problem: a
 * VALIDATION_FAILED of `rows.<spreadsheet row>.<column>` and nothing read.
 */
export async function readCrewXlsx(bytes: Buffer): Promise<CrewMember[]> {
  let header: Array<(typeof CREW_IMPORT_COLUMNS)[number] | null> | null = null;
  const members: CrewMember[] = [];
  const errors: FieldErrors = {};
  let tooMany = false;
  let rows = 0;
  class Stop extends Error {}
  try {
    await readXlsxRows(bytes, 'Crew', CREW_XLSX_LIMITS, 32, (rowNumber, cells) => {
      if (header === null) {
        header = cells.map(
          (c) =>
            HEADER_ALIASES[
              String(c ?? '')
                .toLowerCase()
                .replace(/[^a-z]/g, '')
            ] ?? null,
        );
        const present = new Set(header);
        if (CREW_IMPORT_COLUMNS.some((c) => !present.has(c)))
          throw validationFailed({ attData: 'vesselCalls.errors.crewHeader' });
        return;
      }
      const raw: Record<string, unknown> = {};
      header.forEach((column, i) => {
        if (column && !(column in raw)) raw[column] = cells[i] ?? null;
      });
      if (Object.values(raw).every((v) => v === null || String(v).trim() === '')) return;
      if (++rows > CREW_MAX) {
        tooMany = true;
        throw new Stop();
      }
      const candidate = {
        name: String(raw.name ?? '').trim(),
        rank: codeOf(raw.rank as XlsxCell),
        nationality: String(raw.nationality ?? '')
          .trim()
          .toUpperCase(),
        dateOfBirth: dayOf(raw.dateOfBirth as XlsxCell),
        placeOfBirth: String(raw.placeOfBirth ?? '').trim(),
        docType: codeOf(raw.docType as XlsxCell),
        docNo: String(raw.docNo ?? '').trim(),
        docExpiry: dayOf(raw.docExpiry as XlsxCell),
      };
      const parsed = crewMemberSchema.safeParse(candidate);
      if (parsed.success) members.push(parsed.data);
      else for (const issue of parsed.error.issues) errors[`rows.${rowNumber}.${issue.path.join('.')}`] ??= issue.message;
    });
  } catch (error) {
    if (error instanceof Stop) {
      // counted below
    } else if (error instanceof XlsxTooBig) throw validationFailed({ attData: 'vesselCalls.errors.xlsxTooBig' });
    else if (error instanceof XlsxUnreadable) throw validationFailed({ attData: 'vesselCalls.errors.xlsxUnreadable' });
    else throw error;
  }
  if (tooMany) throw validationFailed({ attData: 'vesselCalls.errors.tooManyRows' });
  if (header === null) throw validationFailed({ attData: 'vesselCalls.errors.crewHeader' });
  if (Object.keys(errors).length) throw validationFailed(errors);
  if (!members.length) throw validationFailed({ attData: 'vesselCalls.errors.noCrew' });
  const docs = new Set<string>();
  for (const m of members) {
    const key = `${m.docType}:${m.docNo.toUpperCase()}`;
    if (docs.has(key)) throw validationFailed({ attData: 'vesselCalls.errors.duplicateDoc' });
    docs.add(key);
  }
  return members;
}

/** Replaces a list's crew with the rows of an XLSX (all good, or nothing changes). */
export async function importCrewList(db: Db, p: Principal, crewListId: string, body: CrewImportBody & { version: number }) {
  if (!files(p)) throw forbidden();
  const members = await readCrewXlsx(Buffer.from(body.attData, 'base64'));
  return db.transaction(async (tx) => {
    const before = await lockOwn(tx, p, crewListId, body.version);
    return replace(tx, p, crewListId, before, { members }, 'CREW_LIST_IMPORT');
  });
}
