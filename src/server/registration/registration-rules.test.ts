import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { translate } from '../http/i18n';

/**
 * Spec §5 registration rules through the real server: every row of the company and user tables
 * (max length accepted, max + 1 refused under that field of its section, required empty refused),
 * the upload rules with their boundaries, the section errors of submit, and the secret that guards
 * a draft and its files. Messages are checked as the server answers them (English texts of the keys).
 *
 * The registration routes are rate limited per address (save/submit 30, upload 20 a minute): every
 * request here comes from an address of its own (`remoteAddress`), so the limits never trip.
 */
const ctx = useTestApp();
const t = (key: string) => translate('en', key);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');

let requests = 0;
const ip = () => {
  requests += 1;
  return `10.55.${Math.floor(requests / 250)}.${(requests % 250) + 1}`;
};

type Json = Record<string, unknown>;
type Errors = Record<string, Record<string, string> | undefined>;

/** An Indonesian truck operator whose every field passes the §5 rules and the format checks. */
const company = (): Json => ({
  accnName: 'PT Aturan Batas Nusantara',
  accnCoyRegn: '0031876543210000',
  TMstAccnType: { atypId: 'ACC_TYPE_TO' },
  accnContact: { contactTel: '+62 21 4400 1234', contactEmail: 'admin@aturanbatas.co.id', contactFax: '+62 21 4400 1235' },
  accnAddr: {
    addrLn1: 'Jl. Raya Cakung No. 5',
    addrLn2: 'Kawasan Industri Pulogadung',
    addrLn3: 'Blok B',
    addrProv: 'DKI Jakarta',
    addrCity: 'Jakarta Timur',
    addrPcode: '13910',
    addrCtry: { ctyCode: 'ID' },
  },
});
const user = (): Json => ({
  usrName: 'Andi Wijaya',
  usrPassNid: '3175010101900001',
  usrTitle: 'Direktur',
  usrContact: { contactTel: '+62 812 1234 5678', contactEmail: 'andi@aturanbatas.co.id' },
  usrAddr: {
    addrLn1: 'Jl. Raya Cakung No. 5',
    addrProv: 'DKI Jakarta',
    addrCity: 'Jakarta Timur',
    addrPcode: '13910',
    addrCtry: { ctyCode: 'ID' },
  },
});

/** A copy of `obj` with the dotted `path` set (undefined removes the field). */
function withField(obj: Json, path: string, value: unknown): Json {
  const copy = structuredClone(obj);
  const parts = path.split('.');
  let node = copy;
  for (const part of parts.slice(0, -1)) node = node[part] as Json;
  const last = parts.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

const post = (payload: Json, secret?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/register/',
    remoteAddress: ip(),
    payload,
    headers: secret ? { 'x-registration-secret': secret } : {},
  });

/** Submits a new registration (nothing is kept when it fails) and answers its per-section errors. */
async function submitErrors(details: Json, coreUsr: Json): Promise<Errors> {
  const res = await post({ portalAccn: { accnDetails: details }, coreUsr, services: ['TRUCKING'], requestAction: 'submit' });
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.status).toBe('VALIDATION_FAILED');
  return body.message as Errors;
}

async function saveDraft(details: Json = company()): Promise<{ regId: string; secret: string }> {
  const res = await post({ portalAccn: { accnDetails: details }, requestAction: 'save' });
  expect(res.statusCode).toBe(200);
  return { regId: res.json().accnrId, secret: res.json().secret };
}

const upload = (payload: Json, secret?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/register/attch/upload',
    remoteAddress: ip(),
    headers: secret ? { 'x-registration-secret': secret } : {},
    payload,
  });

const file = (regId: string, attName: string, bytes: Buffer, extra: Json = {}) => ({
  attType: 'NIB',
  attName,
  attSize: bytes.length,
  attData: bytes.toString('base64'),
  attReferenceid: regId,
  ...extra,
});

interface Row {
  /** the §5 wording */
  field: string;
  section: 'accnDetails' | 'coreUsr';
  /** the key of the error, relative to its section */
  key: string;
  max: number;
  required: boolean;
  /** a value of the given length that satisfies every format check */
  make: (length: number) => string;
  /** the base to change (default: the Indonesian company and its user) */
  base?: () => { details: Json; user: Json };
}

const letters = (n: number) => 'PT Nusantara Raya '.repeat(Math.ceil(n / 18)).slice(0, n - 1) + 'x';
const digits = (n: number) => '+' + '6'.repeat(n - 1);
const email = (n: number) => `${'a'.repeat(n - '@batas.co.id'.length)}@batas.co.id`;
/** A company outside Indonesia and Cambodia: no NPWP rule, postal codes of 3 to 10 letters or digits. */
const singapore = () => ({
  details: withField(withField(company(), 'accnAddr.addrCtry', { ctyCode: 'SG' }), 'accnAddr.addrPcode', '018956'),
  user: user(),
});

const COMPANY_ROWS: Row[] = [
  { field: 'accnName', section: 'accnDetails', key: 'accnName', max: 256, required: true, make: letters },
  // The tax number is tested on a Singapore company: an Indonesian one must be a 16-digit NPWP (test below).
  {
    field: 'tax registration no.',
    section: 'accnDetails',
    key: 'accnCoyRegn',
    max: 20,
    required: true,
    make: (n) => 'T2'.padEnd(n, '0'),
    base: singapore,
  },
  { field: 'phone', section: 'accnDetails', key: 'accnContact.contactTel', max: 1024, required: true, make: digits },
  { field: 'company email', section: 'accnDetails', key: 'accnContact.contactEmail', max: 128, required: true, make: email },
  { field: 'fax', section: 'accnDetails', key: 'accnContact.contactFax', max: 128, required: false, make: digits },
  { field: 'address line 1', section: 'accnDetails', key: 'accnAddr.addrLn1', max: 64, required: true, make: letters },
  { field: 'address line 2', section: 'accnDetails', key: 'accnAddr.addrLn2', max: 64, required: false, make: letters },
  { field: 'address line 3', section: 'accnDetails', key: 'accnAddr.addrLn3', max: 64, required: false, make: letters },
  { field: 'province', section: 'accnDetails', key: 'accnAddr.addrProv', max: 15, required: true, make: letters },
  { field: 'city', section: 'accnDetails', key: 'accnAddr.addrCity', max: 15, required: true, make: letters },
  // Postal code on a Singapore company: Indonesia asks for exactly 5 digits, Cambodia 5 or 6 (tests below).
  {
    field: 'postal code',
    section: 'accnDetails',
    key: 'accnAddr.addrPcode',
    max: 10,
    required: true,
    make: (n) => '1'.repeat(n),
    base: singapore,
  },
];

const USER_ROWS: Row[] = [
  { field: 'name', section: 'coreUsr', key: 'usrName', max: 35, required: true, make: letters },
  { field: 'passport/national id', section: 'coreUsr', key: 'usrPassNid', max: 20, required: true, make: (n) => '3'.repeat(n) },
  { field: 'title', section: 'coreUsr', key: 'usrTitle', max: 35, required: false, make: letters },
  { field: 'contact number', section: 'coreUsr', key: 'usrContact.contactTel', max: 1024, required: true, make: digits },
  { field: 'email', section: 'coreUsr', key: 'usrContact.contactEmail', max: 128, required: true, make: email },
  { field: 'address line 1', section: 'coreUsr', key: 'usrAddr.addrLn1', max: 64, required: true, make: letters },
  // "not stated" in §5 for the user's province and city: optional, at most 15.
  { field: 'province', section: 'coreUsr', key: 'usrAddr.addrProv', max: 15, required: false, make: letters },
  { field: 'city', section: 'coreUsr', key: 'usrAddr.addrCity', max: 15, required: false, make: letters },
  { field: 'postal code', section: 'coreUsr', key: 'usrAddr.addrPcode', max: 10, required: true, make: (n) => '1'.repeat(n) },
];

async function checkRow(row: Row) {
  const base = row.base?.() ?? { details: company(), user: user() };
  const change = (value: string | undefined) =>
    row.section === 'accnDetails'
      ? submitErrors(withField(base.details, row.key, value), base.user)
      : submitErrors(base.details, withField(base.user, row.key, value));

  const value = row.make(row.max);
  expect(value).toHaveLength(row.max);
  // At the limit the section is clean (only the missing documents are reported).
  const atMax = await change(value);
  expect(atMax[row.section], `${row.key} at ${row.max}`).toBeUndefined();
  expect(Object.keys(atMax)).toEqual(['regDocs']);

  const over = row.make(row.max + 1);
  expect(over).toHaveLength(row.max + 1);
  expect((await change(over))[row.section]).toEqual({ [row.key]: t('validation.tooLong') });

  for (const empty of ['', '   ', undefined]) {
    const errors = await change(empty);
    if (row.required)
      expect(errors[row.section], `${row.key} = ${String(empty)}`).toEqual({ [row.key]: t('validation.required') });
    else expect(errors[row.section], `${row.key} = ${String(empty)}`).toBeUndefined();
  }
}

describe('§5 registration: company table (section accnDetails)', () => {
  it.each(COMPANY_ROWS.map((r) => [`${r.field} (${r.key}, ${r.max}${r.required ? ', required' : ''})`, r] as const))(
    '%s',
    async (_name, row) => {
      await checkRow(row);
    },
  );

  it('tax registration no. of an Indonesian company: the 16-digit NPWP, written with separators up to the 20 characters', async () => {
    // 16 digits plus 4 separators is exactly the §5 maximum of 20 characters.
    const twenty = '00.31.87.65.43210000';
    expect(twenty).toHaveLength(20);
    expect((await submitErrors(withField(company(), 'accnCoyRegn', twenty), user())).accnDetails).toBeUndefined();
    const twentyOne = '00.31.87.65.4.3210000';
    expect((await submitErrors(withField(company(), 'accnCoyRegn', twentyOne), user())).accnDetails).toEqual({
      accnCoyRegn: t('validation.tooLong'),
    });
    for (const wrong of ['003187654321000', '00318765432100001', 'T200000000000000'])
      expect((await submitErrors(withField(company(), 'accnCoyRegn', wrong), user())).accnDetails, wrong).toEqual({
        accnCoyRegn: t('validation.npwp'),
      });
  });

  it('postal code by country: Indonesia 5 digits, Cambodia 5 or 6, elsewhere 3 to 10 letters or digits', async () => {
    const pcode = (country: string, value: string) =>
      withField(withField(company(), 'accnAddr.addrCtry', { ctyCode: country }), 'accnAddr.addrPcode', value);
    const cases: Array<[string, string, boolean]> = [
      ['ID', '13910', true],
      ['ID', '1391', false],
      ['ID', '139100', false],
      ['ID', '1391A', false],
      ['KH', '120101', true],
      ['KH', '12010', true],
      ['KH', '1201011', false],
      ['SG', '018956', true],
      ['GB', 'SW1A 1AA', true],
      ['SG', '12', false],
    ];
    for (const [country, value, ok] of cases) {
      const errors = await submitErrors(pcode(country, value), user());
      if (ok) expect(errors.accnDetails, `${country} ${value}`).toBeUndefined();
      else expect(errors.accnDetails, `${country} ${value}`).toEqual({ 'accnAddr.addrPcode': t('validation.postalCode') });
    }
  });

  it('country: selectable, so one of the active countries of the list', async () => {
    // 12010 is a postal code of all three (Indonesia 5 digits, Cambodia 5 or 6, elsewhere 3 to 10).
    const inCountry = (code: string) =>
      withField(withField(company(), 'accnAddr.addrPcode', '12010'), 'accnAddr.addrCtry', { ctyCode: code });
    for (const code of ['ID', 'KH', 'SG', 'sg'])
      expect((await submitErrors(inCountry(code), user())).accnDetails, code).toBeUndefined();
    expect(
      (await submitErrors(withField(singapore().details, 'accnAddr.addrCtry', { ctyCode: 'ZZ' }), user())).accnDetails,
    ).toEqual({
      'accnAddr.addrCtry.ctyCode': t('validation.option'),
    });
    expect((await submitErrors(withField(company(), 'accnAddr.addrCtry', undefined), user())).accnDetails).toEqual({
      'accnAddr.addrCtry': t('validation.required'),
    });
  });

  it('phone and e-mail formats; the country is a 2-letter code', async () => {
    expect((await submitErrors(withField(company(), 'accnContact.contactTel', 'call me'), user())).accnDetails).toEqual({
      'accnContact.contactTel': t('validation.phone'),
    });
    expect((await submitErrors(withField(company(), 'accnContact.contactEmail', 'admin.at.co.id'), user())).accnDetails).toEqual({
      'accnContact.contactEmail': t('validation.emailInvalid'),
    });
    expect((await submitErrors(withField(company(), 'accnAddr.addrCtry', { ctyCode: 'IDN' }), user())).accnDetails).toEqual({
      'accnAddr.addrCtry.ctyCode': t('validation.code2'),
    });
    expect((await submitErrors(withField(company(), 'TMstAccnType', { atypId: 'SP_OP_ADMIN' }), user())).accnDetails).toEqual({
      'TMstAccnType.atypId': t('validation.option'),
    });
  });
});

describe('§5 registration: user table (section coreUsr)', () => {
  it.each(USER_ROWS.map((r) => [`${r.field} (${r.key}, ${r.max}${r.required ? ', required' : ''})`, r] as const))(
    '%s',
    async (_name, row) => {
      await checkRow(row);
    },
  );

  it('address lines 2 and 3 are optional ("not limited in the notes": line 2 up to 64, line 3 up to 1024)', async () => {
    const long = withField(withField(user(), 'usrAddr.addrLn2', letters(64)), 'usrAddr.addrLn3', letters(1024));
    expect((await submitErrors(company(), long)).coreUsr).toBeUndefined();
    expect((await submitErrors(company(), withField(user(), 'usrAddr.addrLn2', letters(65)))).coreUsr).toEqual({
      'usrAddr.addrLn2': t('validation.tooLong'),
    });
  });

  it('contact number and e-mail formats', async () => {
    expect((await submitErrors(company(), withField(user(), 'usrContact.contactTel', '12'))).coreUsr).toEqual({
      'usrContact.contactTel': t('validation.phone'),
    });
    expect((await submitErrors(company(), withField(user(), 'usrContact.contactEmail', 'andi@'))).coreUsr).toEqual({
      'usrContact.contactEmail': t('validation.emailInvalid'),
    });
  });
});

describe('submit: section errors', () => {
  it('accnDetails, coreUsr and regDocs together; a missing or expired mandatory document is named under regDocs', async () => {
    const docs = (
      await ctx.app.inject({ method: 'GET', url: '/api/register/suppDocs?atypId=ACC_TYPE_TO', remoteAddress: ip() })
    ).json() as Array<{ attType: string; mandatory: boolean }>;
    const mandatory = docs.filter((d) => d.mandatory).map((d) => d.attType);
    expect(mandatory.length).toBeGreaterThan(1);
    const { regId, secret } = await saveDraft();
    const [expired, ...current] = mandatory;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const up = await upload(file(regId, 'expired.pdf', PDF, { attType: expired, validTo: yesterday }), secret);
    expect(up.statusCode).toBe(200);
    for (const attType of current.slice(1)) {
      expect((await upload(file(regId, `${attType}.pdf`, PDF, { attType, validTo: '2099-12-31' }), secret)).statusCode).toBe(200);
    }
    const res = await post(
      {
        portalAccn: { accnDetails: withField(company(), 'accnId', regId) },
        coreUsr: withField(user(), 'usrName', ''),
        services: ['TRUCKING'],
        requestAction: 'submit',
      },
      secret,
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json().message as Errors;
    expect(errors.coreUsr).toEqual({ usrName: t('validation.required') });
    expect(errors.regDocs).toEqual({
      [expired!]: t('registration.documentMissing'),
      [current[0]!]: t('registration.documentMissing'),
    });
    expect(errors.accnDetails).toBeUndefined();

    const noService = await post(
      {
        portalAccn: { accnDetails: withField(company(), 'accnId', regId) },
        coreUsr: user(),
        services: [],
        requestAction: 'submit',
      },
      secret,
    );
    expect(noService.json().message.accnDetails).toEqual({ services: t('registration.serviceRequired') });

    // The draft is unchanged by the failed submits: still a draft.
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/register/${regId}`,
      remoteAddress: ip(),
      headers: { 'x-registration-secret': secret },
    });
    expect(read.json().approvalState).toBe('DRAFT');
  });

  it('every field at its maximum at once, with the documents, is submitted (P)', async () => {
    const details = structuredClone(singapore().details);
    for (const row of COMPANY_ROWS) Object.assign(details, withField(details, row.key, row.make(row.max)));
    let coreUsr = user();
    for (const row of USER_ROWS) coreUsr = withField(coreUsr, row.key, row.make(row.max));
    const { regId, secret } = await saveDraft(details);
    const docs = (
      await ctx.app.inject({ method: 'GET', url: '/api/register/suppDocs?atypId=ACC_TYPE_TO', remoteAddress: ip() })
    ).json() as Array<{ attType: string; mandatory: boolean }>;
    for (const d of docs.filter((x) => x.mandatory))
      expect((await upload(file(regId, `${d.attType}.pdf`, PDF, { attType: d.attType }), secret)).statusCode).toBe(200);
    const res = await post(
      {
        portalAccn: { accnDetails: withField(details, 'accnId', regId) },
        coreUsr,
        services: ['TRUCKING'],
        requestAction: 'submit',
      },
      secret,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accnrId: regId, approvalState: 'P' });
  });
});

describe('§5 upload rules (POST /api/register/attch/upload)', () => {
  it('exactly 10 MB is accepted; 10 MB + 1 byte is too big', async () => {
    const { regId, secret } = await saveDraft();
    const tenMb = Buffer.alloc(10 * 1024 * 1024, 0x20);
    PDF.copy(tenMb);
    const ok = await upload(file(regId, 'ten-megabytes.pdf', tenMb), secret);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ attType: 'NIB', attName: 'ten-megabytes.pdf' });
    const over = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    PDF.copy(over);
    const big = await upload(file(regId, 'too-big.pdf', over), secret);
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ status: 'VALIDATION_FAILED', message: { attData: t('upload.tooBig') } });
  });

  it('a 128-character name is accepted; 129 is too long', async () => {
    const { regId, secret } = await saveDraft();
    const name128 = `${'n'.repeat(124)}.pdf`;
    expect(name128).toHaveLength(128);
    expect((await upload(file(regId, name128, PDF), secret)).statusCode).toBe(200);
    const long = await upload(file(regId, `n${name128}`, PDF), secret);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toEqual({ attName: t('upload.nameTooLong') });
  });

  it('an empty file is too small; a disallowed extension and a renamed executable are refused', async () => {
    const { regId, secret } = await saveDraft();
    const empty = await upload(file(regId, 'empty.pdf', Buffer.alloc(0)), secret);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toEqual({ attData: t('upload.tooSmall') });
    for (const name of ['setup.exe', 'notes.txt', 'archive.zip', 'no-extension']) {
      const res = await upload(file(regId, name, PDF), secret);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toEqual({ attData: t('upload.extensionNotAllowed') });
    }
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120, 0)]);
    const mz = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90)]);
    for (const [name, bytes] of [
      ['invoice.pdf', elf],
      ['photo.png', mz],
      ['sheet.xlsx', mz],
      ['list.csv', elf],
    ] as const) {
      const res = await upload(file(regId, name, bytes), secret);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toEqual({ attData: t('upload.contentMismatch') });
    }
    const files = await ctx.app.inject({
      method: 'GET',
      url: `/api/register/${regId}/attachments`,
      remoteAddress: ip(),
      headers: { 'x-registration-secret': secret },
    });
    expect(files.json()).toEqual([]);
  });
});

describe("someone else's draft or file: 404", () => {
  it('reading, changing, uploading to or deleting from a registration without its secret', async () => {
    const mine = await saveDraft();
    const theirs = await saveDraft(withField(company(), 'accnName', 'PT Milik Orang Lain'));
    const theirFile = (await upload(file(theirs.regId, 'theirs.pdf', PDF), theirs.secret)).json();
    const myFile = (await upload(file(mine.regId, 'mine.pdf', PDF), mine.secret)).json();
    expect(theirFile.attId).toMatch(/^[0-9a-f-]{36}$/);

    const get = (url: string, secret?: string) =>
      ctx.app.inject({ method: 'GET', url, remoteAddress: ip(), headers: secret ? { 'x-registration-secret': secret } : {} });
    const patch = (url: string, secret?: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url,
        remoteAddress: ip(),
        headers: secret ? { 'x-registration-secret': secret } : {},
        payload: { validTo: '2030-01-01' },
      });
    const del = (url: string, secret?: string) =>
      ctx.app.inject({ method: 'DELETE', url, remoteAddress: ip(), headers: secret ? { 'x-registration-secret': secret } : {} });

    for (const secret of [undefined, 'guess', mine.secret]) {
      const label = secret === mine.secret ? 'another secret' : String(secret);
      expect((await get(`/api/register/${theirs.regId}`, secret)).statusCode, label).toBe(404);
      expect((await get(`/api/register/${theirs.regId}/attachments`, secret)).statusCode, label).toBe(404);
      expect(
        (await post({ portalAccn: { accnDetails: withField(company(), 'accnId', theirs.regId) }, requestAction: 'save' }, secret))
          .statusCode,
        label,
      ).toBe(404);
      expect(
        (
          await post(
            {
              portalAccn: { accnDetails: withField(company(), 'accnId', theirs.regId) },
              coreUsr: user(),
              services: ['TRUCKING'],
              requestAction: 'submit',
            },
            secret,
          )
        ).statusCode,
        label,
      ).toBe(404);
      expect((await upload(file(theirs.regId, 'intruder.pdf', PDF), secret)).statusCode, label).toBe(404);
      expect((await del(`/api/register/${theirs.regId}/attachments/${theirFile.attId}`, secret)).statusCode, label).toBe(404);
      expect((await get(`/api/register/${theirs.regId}/attachments/${theirFile.attId}`, secret)).statusCode, label).toBe(404);
      expect((await patch(`/api/register/${theirs.regId}/attachments/${theirFile.attId}`, secret)).statusCode, label).toBe(404);
    }
    // Their attachment id through my own registration and secret: read, change or delete, not found.
    expect((await get(`/api/register/${mine.regId}/attachments/${theirFile.attId}`, mine.secret)).statusCode).toBe(404);
    expect((await patch(`/api/register/${mine.regId}/attachments/${theirFile.attId}`, mine.secret)).statusCode).toBe(404);
    expect((await del(`/api/register/${mine.regId}/attachments/${theirFile.attId}`, mine.secret)).statusCode).toBe(404);
    // An upload without a registration id.
    expect((await upload({ ...file(mine.regId, 'x.pdf', PDF), attReferenceid: null }, mine.secret)).statusCode).toBe(404);

    // Nothing of theirs changed; my own file is still deletable by me.
    const still = (await get(`/api/register/${theirs.regId}`, theirs.secret)).json();
    expect(still.portalAccn.accnDetails.accnName).toBe('PT Milik Orang Lain');
    const theirFiles = (await get(`/api/register/${theirs.regId}/attachments`, theirs.secret)).json();
    expect(theirFiles.map((f: { attId: string }) => f.attId)).toEqual([theirFile.attId]);
    expect((await del(`/api/register/${mine.regId}/attachments/${myFile.attId}`, mine.secret)).statusCode).toBe(204);
  });
});
