import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './axe-test';
import { PDF_FILE } from './fixtures/files';
import { apiToken, signIn, submittedJobOfCo1 } from './helpers';

const API = '/api/v1/lintas/trucking';
const CO1_MAIL = 'hendra@sumbermakmur.co.id';

/** A receiver on 127.0.0.1 (the journeys' server allows loopback targets: WEBHOOK_ALLOW_PRIVATE_TARGETS=true). */
async function receiver() {
  const got: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/co1-hook`, got, close: () => new Promise((r) => server.close(r)) };
}

/** The receiver's check of docs/api.md: HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret, constant time. */
function verifies(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=') as [string, string]));
  const expected = Buffer.from(createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex'));
  const given = Buffer.from(parts.v1 ?? '');
  return (
    Math.abs(Date.now() / 1000 - Number(parts.t)) < 300 && given.length === expected.length && timingSafeEqual(given, expected)
  );
}

test('a job accepted: CO1 (e-mail off for it) sees it in the bell and opens the job; CO1’s webhook gets the signed event', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // about 30 s alone; the journeys' machine is shared
  const hook = await receiver();
  try {
    // Over the API first (an API sign-in of CO1 would end the browser's session): CO1's endpoint for job
    // acceptances, its secret answered once, and CO1's job submitted to TO1.
    const co1 = await apiToken(request, 'CO1');
    const endpoint = await request.post(`${API}/webhooks/endpoints`, {
      headers: { authorization: `Bearer ${co1}` },
      data: { url: hook.url, description: 'Notifications journey', allEvents: false, events: ['JOB_ACCEPTED'], active: true },
    });
    expect(endpoint.status(), await endpoint.text()).toBe(201);
    const { secret } = (await endpoint.json()) as { secret: string };
    const jobId = await submittedJobOfCo1(request, co1, 'E2E-NOTIFY', 48, PDF_FILE);

    // CO1 switches off e-mail for "Job accepted" on the preferences screen (from the user menu).
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'CO1');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-notification-preferences').click();
    const grid = page.getByTestId('notification-preferences');
    // The screen's part loads lazily: on the shared machine it may take longer than an assertion's 7 s.
    await expect(grid.getByTestId('pref-PAYMENT_FAILED-EMAIL')).toBeDisabled({ timeout: 30_000 });
    await expect(grid.getByTestId('pref-PING-INAPP')).toHaveCount(0);
    await grid.getByTestId('pref-JOB_ACCEPTED-EMAIL').uncheck();
    await grid.getByTestId('pref-save').click();
    await expect(page.getByText('Your preferences are saved.')).toBeVisible();

    const bell = page.getByTestId('notification-count');
    await expect(bell).toHaveAttribute('data-count', /\d+/);
    const before = Number(await bell.getAttribute('data-count'));

    // TO1 accepts. The fan-out is woken after the commit; the open dropdown follows new notifications.
    const to1 = await apiToken(request, 'TO1');
    const accepted = await request.post(`${API}/jobs/${jobId}/accept`, { headers: { authorization: `Bearer ${to1}` }, data: {} });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await page.getByTestId('notification-bell').click();
    const item = page.getByTestId('notification-item').filter({ hasText: `Job ${jobId} accepted` });
    await expect(item).toHaveAttribute('data-unread', 'true', { timeout: 15_000 });
    await expect(bell).toHaveAttribute('data-count', String(before + 1));
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/trucking/applications/services/job/truck/view/${jobId}$`));
    await expect(bell).toHaveAttribute('data-count', String(before));

    // The webhook: the JOB_ACCEPTED event of that job, signed with the endpoint's secret.
    await expect.poll(() => hook.got.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const sent = hook.got[0]!;
    expect(sent.headers['lintas-event']).toBe('JOB_ACCEPTED');
    expect(verifies(secret, String(sent.headers['lintas-signature']), sent.body)).toBe(true);
    expect(verifies('whsec_not-the-secret', String(sent.headers['lintas-signature']), sent.body)).toBe(false);
    const payload = JSON.parse(sent.body) as { type: string; record: { id: string } };
    expect(payload).toMatchObject({ type: 'JOB_ACCEPTED', record: { id: jobId } });

    // The outbox: the event's e-mail went to CO1's colleagues (the fan-out ran), none to CO1.
    const admin = await apiToken(request, 'OPADMIN');
    const list = (await (
      await request.get(`${API}/outbox?length=100&search=${encodeURIComponent(jobId)}`, {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()) as { aaData: Array<{ toAddress: string; template: string }> };
    const mails = list.aaData.filter((m) => m.template === 'JOB_ACCEPTED');
    expect(mails.length, JSON.stringify(list.aaData)).toBeGreaterThan(0);
    expect(mails.map((m) => m.toAddress)).not.toContain(CO1_MAIL);
  } finally {
    await hook.close();
  }
});

test('OPADMIN previews a template being edited with sample data; an unknown variable is named before anything is saved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'OPADMIN');
  await page.goto('/trucking/notification/templates?ntCode=JOB_REJECTED');
  await page.getByTestId('resource-row').first().getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('template-variables')).toContainText('Variables you can use: {{jobNo}}');
  await page.getByTestId('field-subject').fill('Job {{jobNo}} rejected by {{nope}}');
  await page.getByTestId('template-preview-run').click();
  await expect(page.getByTestId('template-preview-error')).toContainText('Unknown variable: nope');
  await page.getByTestId('field-subject').fill('Job {{jobNo}} rejected by {{actorCompany}}');
  await page.getByTestId('template-preview-run').click();
  await expect(page.getByTestId('template-preview-subject')).toHaveText(
    'Job JOB2026000123 rejected by PT Sumber Makmur Logistik',
  );
});
