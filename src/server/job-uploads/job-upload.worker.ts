/**
 * The job upload's parsing thread (started by job-upload-parsers.ts): reads an uploaded file into rows and maps each
 * row to the content of a job, off the server's event loop. Answers `{ id, rows, more }` a chunk of rows at a time (the next chunk when the
 * server sends `{ next: id }`: a 5,000-row file's rows take ~50 ms to receive in one message, a stall of the loop), `{ id, fieldErrors }` for a file
 * that breaks a rule, or `{ id, error }`.
 */
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { rowToJob } from '../../domain/jobs/job-upload';
import { AppError } from '../http/errors';
import { readJobUploadFile } from './job-upload-file';
import { PARSED_ROWS_CHUNK, type ParsedRow, type ParseReply, type ParserMessage } from './job-upload-parsers';

/**
 * This thread reads files at the lowest CPU priority (Linux: a thread has its own id and niceness), so that on a
 * machine short of cores the event loop's requests and PostgreSQL go first; elsewhere it keeps the process's.
 */
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) setPriority(tid, constants.priority.PRIORITY_LOW);
} catch {
  // Not Linux, or not allowed: the thread runs at the process's priority.
}

const port = parentPort!;
/** The rows of the file being answered, sent a chunk at a time: the next when the server asks for it. */
let sending: { id: number; rows: ParsedRow[]; at: number } | null = null;

function sendChunk(): void {
  if (!sending) return;
  const { id, rows, at } = sending;
  const chunk = rows.slice(at, at + PARSED_ROWS_CHUNK);
  const more = at + PARSED_ROWS_CHUNK < rows.length;
  sending = more ? { id, rows, at: at + PARSED_ROWS_CHUNK } : null;
  const reply: ParseReply = { id, rows: chunk, more };
  port.postMessage(reply);
}

port.on('message', (message: ParserMessage) => {
  if ('next' in message) {
    if (sending?.id === message.next) sendChunk();
    return;
  }
  const request = message;
  sending = null;
  const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
  readJobUploadFile(request.name, bytes).then(
    (rows) => {
      sending = { id: request.id, rows: rows.map((r) => ({ row: r.row, ...rowToJob(r.cells) })), at: 0 };
      sendChunk();
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
