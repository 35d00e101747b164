// @vitest-environment jsdom
import '../test/dom-setup';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobUpload } from '../../domain/jobs/job-upload';
import { TOKEN_KEY } from '../lib/session-store';
import { fakeFetchClient, type FakeCall } from '../test/fake-fetch';
import { findFieldError } from '../test/field-error';
import { renderApp } from '../test/render-app';
import { liveToken, profileOf } from '../test/tokens';

configure({ asyncUtilTimeout: 5000 });

const API = '/api/v1/lintas/trucking/jobs/uploads';
const CO = {
  usrId: 'CO1',
  authorities: ['ACCN_ADMIN'],
  accnType: 'ACC_TYPE_CO',
  accnId: 'CO0001',
  permissions: ['dashboard.view', 'jobs.read', 'jobs.create'],
};
const UPLOAD_ID = '0b9c6a52-3c1f-4c0e-9a43-5b2f6f1d7e01';

const report = (over: Partial<JobUpload> = {}): JobUpload => ({
  uploadId: UPLOAD_ID,
  accnId: 'CO0001',
  accnName: 'PT Sumber Makmur Abadi',
  usrId: 'CO1',
  usrName: 'Citra',
  fileName: 'jobs.xlsx',
  fileSize: 20480,
  rowCount: 3,
  goodCount: 2,
  badCount: 1,
  status: 'DONE',
  createdAt: '2026-11-23T01:00:00Z',
  errors: [
    { row: 4, field: 'containerNo', message: 'jobs.errors.containerNumber' },
    { row: 4, field: 'pickupAt', message: 'jobUploads.errors.time' },
  ],
  jobIds: ['JB2026112300001', 'JB2026112300002'],
  ...over,
});

function server(route: (call: FakeCall) => { status?: number; body?: unknown } | undefined) {
  return fakeFetchClient((call) => {
    if (call.url.startsWith('/api/co/cac/profile')) return { body: profileOf(CO) };
    return route(call) ?? { body: [] };
  });
}

function chooseFile(file: File) {
  const input = document.body.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input).not.toBeNull();
  fireEvent.change(input, { target: { files: [file] } });
}

const xlsx = (name = 'jobs.xlsx') =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(TOKEN_KEY, liveToken());
});
afterEach(() => sessionStorage.clear());

describe('the job upload screen', { timeout: 20_000 }, () => {
  it('sends the file as base64 and shows the report: counts, every error of the bad rows translated, a link to the drafts', async () => {
    const { client, calls } = server(({ url, method }) =>
      method === 'POST' && url === API ? { status: 201, body: report() } : undefined,
    );
    renderApp('/applications/services/job/upload', client);
    expect(await screen.findByTestId('upload-template')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('upload-columns-toggle'));
    const help = await screen.findByTestId('upload-columns');
    expect(within(help).getByText('drop2At')).toBeInTheDocument();
    expect(within(help).getByText('Codes: IMPORT, EXPORT, DOMESTIC, LOCAL')).toBeInTheDocument();
    chooseFile(xlsx());
    fireEvent.click(screen.getByTestId('upload-submit'));
    const shown = await screen.findByTestId('upload-report');
    const post = calls.find((c) => c.method === 'POST' && c.url === API);
    expect(post?.body).toEqual({ attName: 'jobs.xlsx', attSize: 4, attData: 'UEsDBA==' });
    expect(within(shown).getByTestId('upload-good')).toHaveTextContent('2');
    expect(within(shown).getByTestId('upload-bad')).toHaveTextContent('1');
    expect(within(shown).getByTestId('upload-status')).toHaveTextContent('Done');
    const rows = within(shown).getAllByTestId('upload-error-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('4');
    expect(rows[0]).toHaveTextContent('containerNo');
    expect(rows[0]).toHaveTextContent('Not a valid container number');
    expect(rows[1]).toHaveTextContent('Use a time as YYYY-MM-DD HH:mm (Jakarta time)');
    expect(within(shown).getByTestId('upload-open-jobs')).toHaveAttribute(
      'href',
      '/applications/services/job/coff/truck?jobState=DRF',
    );
    expect(within(shown).getByTestId('upload-open-report')).toHaveAttribute(
      'href',
      `/applications/services/job/uploadList/${UPLOAD_ID}`,
    );
  });

  it('refuses a file of another type before sending it, and shows the server’s file error under the field', async () => {
    const { client, calls } = server(({ url, method }) =>
      method === 'POST' && url === API
        ? {
            status: 400,
            body: {
              status: 'VALIDATION_FAILED',
              err: { code: 'VALIDATION_FAILED', msg: 'Validation failed' },
              message: { attData: 'The file has no job rows' },
            },
          }
        : undefined,
    );
    renderApp('/applications/services/job/upload', client);
    await screen.findByTestId('upload-submit');
    chooseFile(new File(['%PDF-1.4'], 'jobs.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByTestId('upload-submit'));
    expect(await screen.findByText('Upload an XLSX or CSV file')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    chooseFile(xlsx('empty.xlsx'));
    fireEvent.click(screen.getByTestId('upload-submit'));
    expect(await screen.findByText('The file has no job rows')).toBeInTheDocument();
    expect(screen.queryByTestId('upload-report')).toBeNull();
  });

  it("shows the server's file errors on the file, the rest above, and a 409 in the conflict alert", async () => {
    let posts = 0;
    const { client } = server(({ url, method }) => {
      if (method !== 'POST' || url !== API) return undefined;
      posts++;
      if (posts === 1)
        return {
          status: 400,
          body: {
            status: 'VALIDATION_FAILED',
            err: { code: 'VALIDATION_FAILED', msg: 'Validation failed' },
            message: { attName: 'The file name is too long', rows: 'The file has more than 500 rows' },
          },
        };
      return {
        status: 409,
        body: {
          status: 'CONFLICT',
          err: { code: 'CONFLICT', msg: 'This file is being uploaded already' },
          message: 'This file is being uploaded already',
        },
      };
    });
    renderApp('/applications/services/job/upload', client);
    await screen.findByTestId('upload-submit');
    chooseFile(xlsx());
    fireEvent.click(screen.getByTestId('upload-submit'));
    expect(await findFieldError('upload-file', 'The file name is too long')).toBeInTheDocument();
    expect(screen.getByTestId('upload-error')).toHaveTextContent('The file has more than 500 rows');
    fireEvent.click(screen.getByTestId('upload-submit'));
    expect(await screen.findByTestId('upload-conflict')).toHaveTextContent('This file is being uploaded already');
    expect(screen.queryByTestId('upload-error')).toBeNull();
    expect(screen.queryByTestId('upload-report')).toBeNull();
  });

  it('says when every row was bad or the upload failed', async () => {
    const { client } = server(({ url }) =>
      url === `${API}/${UPLOAD_ID}` ? { body: report({ status: 'FAILED', goodCount: 0, jobIds: [] }) } : undefined,
    );
    renderApp(`/applications/services/job/uploadList/${UPLOAD_ID}`, client);
    expect(await screen.findByTestId('upload-outcome')).toHaveTextContent('nothing of this file was created');
    expect(screen.getByTestId('upload-status')).toHaveTextContent('Failed');
    expect(screen.queryByTestId('upload-open-jobs')).toBeNull();
  });
});

describe('past uploads', { timeout: 20_000 }, () => {
  it('lists the uploads server-paged and opens one with its report and created jobs', async () => {
    const { client, calls } = server(({ url }) => {
      if (url.startsWith(`${API}?`))
        return {
          body: {
            draw: 0,
            iTotalRecords: 1,
            iTotalDisplayRecords: 1,
            aaData: [(({ errors: _e, jobIds: _j, ...row }) => row)(report())],
          },
        };
      if (url === `${API}/${UPLOAD_ID}`) return { body: report() };
      return undefined;
    });
    const { router } = renderApp('/applications/services/job/uploadList?status=DONE', client);
    const row = await screen.findByTestId('uploads-row');
    expect(within(row).getByText('jobs.xlsx')).toBeInTheDocument();
    expect(within(row).getByTestId('upload-list-status')).toHaveTextContent('Done');
    expect(calls.some((c) => c.url.startsWith(`${API}?`) && c.url.includes('status=DONE') && c.url.includes('length=10'))).toBe(
      true,
    );
    fireEvent.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/applications/services/job/uploadList/${UPLOAD_ID}`));
    const jobs = await screen.findByTestId('upload-jobs');
    expect(within(jobs).getByText('JB2026112300002')).toHaveAttribute(
      'href',
      '/applications/services/job/truck/view/JB2026112300002',
    );
  });
});
