import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

const ctx = useTestApp();

describe('health and documentation', () => {
  it('/healthz answers while the process runs; /readyz when the database is migrated', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('serves the OpenAPI 3 document generated from the zod schemas, and its UI', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/lintas/trucking/auth/login', '/api/co/cac/profile/', '/api/v1/lintas/trucking/accounts']),
    );
    const loginBody = doc.paths['/api/v1/lintas/trucking/auth/login'].post.requestBody.content['application/json'].schema;
    expect(loginBody.required).toEqual(expect.arrayContaining(['id', 'password']));
    // Responses are typed: the job list's rows and one job show their fields.
    const jobList = doc.paths['/api/v1/lintas/trucking/jobs'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(jobList.properties.aaData.items.properties)).toEqual(expect.arrayContaining(['jobId', 'jobState']));
    const job = doc.paths['/api/v1/lintas/trucking/jobs/{jobId}'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(job.properties)).toEqual(expect.arrayContaining(['trips', 'events', 'actions']));
    // A vessel call's stored FAL forms show their fields (not open records); a report run's body its parameters.
    const call = doc.paths['/api/v1/lintas/trucking/vessel-calls/{vcId}'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(call.properties.fal1.properties)).toEqual(expect.arrayContaining(['purpose', 'voyageNo', 'crewCount']));
    expect(Object.keys(call.properties.fal5.properties.members.items.properties)).toEqual(
      expect.arrayContaining(['name', 'rank', 'docExpiry']),
    );
    const runBody = doc.paths['/api/v1/lintas/trucking/reports/{id}/runs'].post.requestBody.content['application/json'].schema;
    expect(runBody.properties.format.enum).toEqual(['XLSX_PDF', 'XLSX', 'PDF']);
    expect(Object.keys(runBody.properties)).toEqual(expect.arrayContaining(['from', 'to', 'language', 'state', 'party']));
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('declares a typed body for every JSON answer: no open record, no passed-through fields, rows with their fields', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
    const problems: string[] = [];
    const fileDownloads: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const answers = Object.entries(operation.responses ?? {}).filter(([code]) => code.startsWith('2'));
        const bodies = answers.filter(([code, answer]) => code !== '204' && answer.content);
        // A route without any declared answer may only be a file download (exports, the upload template, PDFs).
        if (answers.every(([code, answer]) => code !== '204' && !answer.content)) fileDownloads.push(`${method} ${path}`);
        for (const [code, answer] of bodies) {
          const schema = answer.content?.['application/json']?.schema;
          const where = `${method.toUpperCase()} ${path} ${code}`;
          if (!schema) problems.push(`${where}: no JSON schema`);
          else problems.push(...untypedParts(schema, where, doc));
        }
      }
    }
    expect(problems).toEqual([]);
    // File downloads: exports, the upload template, the PDFs, the AR and Sage workbooks, the tax reports' CSV and XML,
    // the background reports' files;
    // and the live map's event stream (text/event-stream).
    expect(
      fileDownloads.filter(
        (route) =>
          !/\/export$|\/uploads\/template$|\/pdf$|\/xlsx(\/\{part\})?$|\/reports\/(\{id\}|runs\/\{runId\})\/files\/\{file\}$|\/tracking\/stream$/.test(
            route,
          ),
      ),
    ).toEqual([]);
    // A resource of the engine shows its own row, derived from its definition (trucks: owned, typed fields).
    const trucks = doc.paths['/api/v1/lintas/trucking/trucks']!.get!.responses!['200']!.content!['application/json']!.schema!;
    const truck = trucks.properties!.aaData!.items!;
    expect(truck.properties!.vhState).toMatchObject({ enum: ['ASSIGNED', 'UNASSIGNED', 'MAINTENANCE'] });
    expect(truck.properties!.yearBuilt).toMatchObject({ type: 'integer' });
    expect(truck.required).toEqual(expect.arrayContaining(['truckId', 'vhPlateNo', 'status', 'accnId', 'version']));
  });

  it('answers with a request id and security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

interface JsonSchema {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  required?: string[];
  enum?: unknown[];
}
interface OpenApiDocument {
  components?: { schemas?: Record<string, JsonSchema> };
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>>;
}

/**
 * Where a response body is untyped: the body (or a list's rows, `aaData` or array items) is any value, an object
 * without declared fields (a record of unknown), or one that passes undeclared fields through. Values inside a typed
 * row may be free JSON (an audit entry's before/after, a job event's details).
 */
function untypedParts(schema: JsonSchema, where: string, doc: OpenApiDocument): string[] {
  if (schema.$ref) {
    const named = doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')];
    return named ? untypedParts(named, where, doc) : [`${where}: unknown reference ${schema.$ref}`];
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.flatMap((s, i) => untypedParts(s, `${where}|${i}`, doc));
  if (schema.type === 'array') return schema.items ? untypedParts(schema.items, `${where}[]`, doc) : [`${where}: array of any`];
  if (schema.type === undefined && schema.enum === undefined) return [`${where}: any value`];
  if (schema.type !== 'object') return [];
  const problems: string[] = [];
  if (!schema.properties || Object.keys(schema.properties).length === 0) problems.push(`${where}: object without fields`);
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false)
    problems.push(`${where}: undeclared fields pass through`);
  const rows = schema.properties?.aaData;
  if (rows) problems.push(...untypedParts(rows, `${where}.aaData`, doc));
  return problems;
}
