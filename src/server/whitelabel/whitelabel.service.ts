import { eq, ilike, or } from 'drizzle-orm';
import type { DatatableQuery } from '../../domain/datatable';
import type { WhitelabelBody } from '../../domain/whitelabel';
import type { Db } from '../db/client';
import { whitelabels } from '../db/schema';
import { audit } from '../http/audit';
import { countsSql, likePattern, orderBy, paged } from '../http/datatable';
import { notFound, validationFailed } from '../http/errors';
import type { Principal } from '../http/principal';
import { sanitiseSvg, SvgRejected } from './svg-sanitise';

const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/**
 * The bytes to store: a raster image as sent when it really is of its type; an SVG parsed and re-written by the
 * allow-list sanitiser (svg-sanitise.ts), refused when it is not a well-formed SVG or carried active content.
 */
function checkedImage(mimeType: string, bytes: Buffer): Buffer {
  if (mimeType !== 'image/svg+xml') {
    if (!SIGNATURES[mimeType]?.(bytes)) throw validationFailed({ data: 'whitelabel.contentMismatch' });
    return bytes;
  }
  let clean: ReturnType<typeof sanitiseSvg>;
  try {
    clean = sanitiseSvg(bytes.toString('utf8'));
  } catch (error) {
    if (error instanceof SvgRejected) throw validationFailed({ data: 'whitelabel.contentMismatch' });
    throw error;
  }
  if (clean.active.length) throw validationFailed({ data: 'whitelabel.svgActive' });
  return Buffer.from(clean.svg, 'utf8');
}

export async function getWhitelabel(db: Db, name: string) {
  const [row] = await db.select().from(whitelabels).where(eq(whitelabels.name, name.toLowerCase()));
  if (!row) throw notFound('Brand not found');
  return { name: row.name, displayName: row.displayName, mimeType: row.mimeType, data: row.data };
}

export async function listWhitelabels(db: Db, q: DatatableQuery) {
  const filter = q.search
    ? or(ilike(whitelabels.name, likePattern(q.search)), ilike(whitelabels.displayName, likePattern(q.search)))
    : undefined;
  const sortable = { name: whitelabels.name, displayName: whitelabels.displayName, updatedAt: whitelabels.updatedAt };
  const order = orderBy(q, sortable, 'name', whitelabels.name);
  const columns = {
    name: whitelabels.name,
    displayName: whitelabels.displayName,
    mimeType: whitelabels.mimeType,
    updatedAt: whitelabels.updatedAt,
  };
  return paged(
    q,
    filter !== undefined,
    () =>
      db
        .select(columns)
        .from(whitelabels)
        .where(filter)
        .orderBy(...order)
        .limit(q.length)
        .offset(q.start),
    async () => (await db.select(countsSql(filter)).from(whitelabels))[0]!,
  );
}

/** Creates or replaces a brand's background; the content must really be an image of the declared type (an SVG is sanitised). */
export async function putWhitelabel(db: Db, actor: Principal, name: string, body: WhitelabelBody) {
  const bytes = checkedImage(body.mimeType, Buffer.from(body.data, 'base64'));
  const data = bytes.toString('base64');
  const key = name.toLowerCase();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ displayName: whitelabels.displayName, mimeType: whitelabels.mimeType })
      .from(whitelabels)
      .where(eq(whitelabels.name, key))
      .for('update');
    const values = { displayName: body.displayName, mimeType: body.mimeType, data, updatedAt: new Date() };
    const [row] = before
      ? await tx.update(whitelabels).set(values).where(eq(whitelabels.name, key)).returning()
      : await tx
          .insert(whitelabels)
          .values({ name: key, ...values })
          .returning();
    await audit(tx, actor, {
      event: before ? 'WHITELABEL_UPDATE' : 'WHITELABEL_CREATE',
      entity: 'whitelabel',
      entityId: key,
      before: before ?? null,
      after: { displayName: body.displayName, mimeType: body.mimeType, bytes: bytes.length },
    });
    return { name: row!.name, displayName: row!.displayName, mimeType: row!.mimeType, updatedAt: row!.updatedAt };
  });
}
