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
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers with a request id and security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
