/**
 * The job upload's parsing thread (started by job-upload-parsers.ts): reads an uploaded file into rows and maps each
 * row to the content of a job, off the server's event loop. Answers `{ id, rows }`, `{ id, fieldErrors }` for a file
 * that breaks a rule, or `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import { rowToJob } from '../../domain/jobs/job-upload';
import { AppError } from '../http/errors';
import { readJobUploadFile } from './job-upload-file';
import type { ParseReply, ParseRequest } from './job-upload-parsers';

const port = parentPort!;
port.on('message', (request: ParseRequest) => {
  const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
  readJobUploadFile(request.name, bytes).then(
    (rows) => {
      const reply: ParseReply = { id: request.id, rows: rows.map((r) => ({ row: r.row, ...rowToJob(r.cells) })) };
      port.postMessage(reply);
    },
    (error: unknown) => {
      const reply: ParseReply =
        error instanceof AppError && error.fieldErrors
          ? { id: request.id, fieldErrors: error.fieldErrors }
          : { id: request.id, error: error instanceof Error ? error.message : String(error) };
      port.postMessage(reply);
    },
  );
});
