import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Demo#2026';

/**
 * Signs in through the sign-in page. When the user still has a live session from an earlier
 * journey, the page asks whether to end it: yes, unless `confirmTakeover` is false.
 */
export async function signIn(page: Page, userId: string, password = PASSWORD, confirmTakeover = true): Promise<void> {
  await page.goto('/trucking/session/signin');
  await page.getByTestId('signin-userid').fill(userId);
  await page.getByTestId('signin-password').fill(password);
  await page.getByTestId('signin-submit').click();
  if (!confirmTakeover) return;
  const yes = page.getByTestId('confirm-yes');
  await Promise.race([
    page.waitForURL((url) => !url.pathname.includes('/session/signin'), { timeout: 10_000 }),
    yes.waitFor({ timeout: 10_000 }),
    page.getByTestId('signin-error').waitFor({ timeout: 10_000 }),
  ]).catch(() => {});
  if (await yes.isVisible()) {
    await yes.click();
    // The session starts with the takeover: wait for it before the caller navigates on.
    await page.waitForURL((url) => !url.pathname.includes('/session/signin'), { timeout: 10_000 });
  }
}

/** Signs a user in over the API (for reading the outbox as an operator admin). */
export async function apiToken(request: APIRequestContext, userId: string, password = PASSWORD): Promise<string> {
  const res = await request.post('/api/v1/lintas/trucking/auth/login', { data: { id: userId, password, force: true } });
  const body = (await res.json()) as { token: string | null; loginStatus: string };
  expect(body.token, body.loginStatus).toBeTruthy();
  return body.token!;
}

/** The newest reset link e-mailed to an address, read from the outbox as OPADMIN. */
export async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const token = await apiToken(request, 'OPADMIN');
  const headers = { authorization: `Bearer ${token}` };
  const list = await (
    await request.get(`/api/v1/lintas/trucking/outbox?length=10&search=${encodeURIComponent(email)}`, { headers })
  ).json();
  const id = list.aaData[0].id as number;
  const mail = await (await request.get(`/api/v1/lintas/trucking/outbox/${id}`, { headers })).json();
  const match = /https?:\/\/[^\s]+\/trucking(\/session\/reset-password\?key=[\w-]+)/.exec(mail.body as string);
  expect(match).not.toBeNull();
  return `/trucking${match![1]}`;
}

/** The body of the newest outbox message to an address, read as OPADMIN. */
export async function newestMailTo(request: APIRequestContext, email: string): Promise<string> {
  const token = await apiToken(request, 'OPADMIN');
  const headers = { authorization: `Bearer ${token}` };
  const list = await (
    await request.get(`/api/v1/lintas/trucking/outbox?length=10&search=${encodeURIComponent(email)}`, { headers })
  ).json();
  expect(list.aaData.length, `no mail to ${email}`).toBeGreaterThan(0);
  const mail = await (await request.get(`/api/v1/lintas/trucking/outbox/${list.aaData[0].id}`, { headers })).json();
  return mail.body as string;
}

/** Stores a delivery order document (a small PDF) in the caller's repository over the API; answers its id. */
export async function deliveryOrderOf(request: APIRequestContext, token: string, pdf: Buffer): Promise<string> {
  const res = await request.post('/api/v1/lintas/trucking/documents', {
    headers: { authorization: `Bearer ${token}` },
    data: { attType: 'DELIVERY_ORDER', attName: 'do.pdf', attSize: pdf.length, attData: pdf.toString('base64') },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { attId: string }).attId;
}

/** A wall-clock time in Jakarta `hours` from now, as the day-first 24-hour date-time input takes it (DD/MM/YYYY HH:mm). */
export function jakartaInput(hours: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + hours * 3_600_000));
  const v = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${v('day')}/${v('month')}/${v('year')} ${v('hour')}:${v('minute')}`;
}

/** `YYYY-MM-DD` as the day-first date input takes it (DD/MM/YYYY). */
export function dayFirst(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/**
 * CO1's import job to TO1 (Tanjung Priok to Sunter, picked up `pickupHours` from now), created and submitted over the
 * API with a delivery order: the job-flows and notifications journeys start from it. Answers the job's id.
 */
export async function submittedJobOfCo1(
  request: APIRequestContext,
  co1Token: string,
  customerRef: string,
  pickupHours: number,
  pdf: Buffer,
): Promise<string> {
  const jobs = '/api/v1/lintas/trucking/jobs';
  const headers = { authorization: `Bearer ${co1Token}` };
  const made = await request.post(jobs, {
    headers,
    data: {
      toAccnId: 'TO0001',
      shipmentType: 'IMPORT',
      loadType: 'FTL',
      truckingDirection: 'IN',
      chargeBasis: 'BL',
      customerRef,
      doAttId: await deliveryOrderOf(request, co1Token, pdf),
      containers: [],
      trips: [
        {
          tripType: 'S',
          vehicleType: 'PRIME_MOVER',
          pickupLocId: 'LOC-TO1-PRIOK',
          pickupAt: new Date(Date.now() + pickupHours * 3_600_000).toISOString(),
          drops: [{ locId: 'LOC-CO1-SUNTER', dropAt: new Date(Date.now() + (pickupHours + 4) * 3_600_000).toISOString() }],
        },
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const jobId = ((await made.json()) as { jobId: string }).jobId;
  const submitted = await request.post(`${jobs}/${jobId}/submit`, { headers, data: {} });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return jobId;
}
