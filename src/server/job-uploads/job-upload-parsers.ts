import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { JOB_UPLOAD_MESSAGES, type MappedRow } from '../../domain/jobs/job-upload';
import { validationFailed, type FieldErrors } from '../http/errors';

/**
 * The threads that read uploaded job files (job-upload.worker.ts), so that reading a large file (unzipping, parsing
 * the sheet, mapping the rows) never holds the event loop: at most JOB_UPLOAD_PARSERS files are read at once in the
 * process, further ones wait their turn. A thread is started on first need and kept (unreferenced) for the next
 * file. A thread that runs out of memory (`PARSER_MEMORY_MB`) or takes longer than `PARSE_TIMEOUT_MS` is ended and
 * the file refused; the server carries on. One core is left to the event loop (and PostgreSQL): on two cores one
 * parsing thread, so that reading files never takes both from the other requests.
 */
export const JOB_UPLOAD_PARSERS = Math.max(1, Math.min(2, availableParallelism() - 1));
const PARSE_TIMEOUT_MS = 60_000;
const PARSER_MEMORY_MB = 384;

/** A data row of the file mapped to the content of a job, with the problems of reading it. */
export type ParsedRow = MappedRow & { row: number };

export interface ParseRequest {
  id: number;
  name: string;
  bytes: Uint8Array;
}
/** The server asks for the next chunk of a file's rows. */
export type ParserMessage = ParseRequest | { next: number };
/**
 * The rows come back from the thread in chunks of this many, each received in a turn of the event loop of its own:
 * receiving (deserialising) a 5,000-row file's rows at once held the loop ~50 ms, a chunk of 250 takes ~3 ms.
 */
export const PARSED_ROWS_CHUNK = 250;
export type ParseReply =
  { id: number; rows: ParsedRow[]; more: boolean } | { id: number; fieldErrors: FieldErrors } | { id: number; error: string };

interface Task {
  request: ParseRequest;
  /** The rows received so far. */
  rows: ParsedRow[];
  resolve: (rows: ParsedRow[]) => void;
  reject: (error: unknown) => void;
}

interface Parser {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

const parsers: Parser[] = [];
const waiting: Task[] = [];
let nextId = 1;

/**
 * The worker. Under tsx (development, tests, `npm start`) the TypeScript source is loaded through tsx's loader,
 * registered inside the thread (loader hooks are not inherited by threads on Node 20); compiled, the .js sibling.
 */
function startWorker(): Worker {
  const self = import.meta.url;
  const ext = self.endsWith('.ts') ? 'ts' : 'js';
  const entry = new URL(`./job-upload.worker.${ext}`, self);
  const resourceLimits = { maxOldGenerationSizeMb: PARSER_MEMORY_MB };
  if (ext === 'js') return new Worker(entry, { resourceLimits });
  const tsx = pathToFileURL(
    createRequire(self)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(boot, { eval: true, resourceLimits });
}

function settle(parser: Parser): Task | null {
  const task = parser.task;
  parser.task = null;
  if (parser.timer) clearTimeout(parser.timer);
  parser.timer = null;
  return task;
}

function drop(parser: Parser): void {
  const at = parsers.indexOf(parser);
  if (at >= 0) parsers.splice(at, 1);
}

function spawn(): Parser {
  const parser: Parser = { worker: startWorker(), task: null, timer: null };
  parser.worker.unref();
  parser.worker.on('message', (reply: ParseReply) => {
    if ('rows' in reply && reply.more) {
      if (parser.task?.request.id !== reply.id) return;
      for (const row of reply.rows) parser.task.rows.push(row);
      // The next chunk after the other requests had a turn.
      setImmediate(() => {
        if (parser.task?.request.id === reply.id) parser.worker.postMessage({ next: reply.id } satisfies ParserMessage);
      });
      return;
    }
    const task = settle(parser);
    if (task && task.request.id === reply.id) {
      if ('rows' in reply) {
        for (const row of reply.rows) task.rows.push(row);
        task.resolve(task.rows);
      } else if ('fieldErrors' in reply) task.reject(validationFailed(reply.fieldErrors));
      else task.reject(new Error(`job upload parser: ${reply.error}`));
    }
    dispatch();
  });
  parser.worker.on('error', (error: Error & { code?: string }) => {
    drop(parser);
    const task = settle(parser);
    // Out of memory: the file is too big to read, whatever it claimed.
    if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
      task?.reject(validationFailed({ attData: JOB_UPLOAD_MESSAGES.unpackedTooBig }));
    else task?.reject(error);
    dispatch();
  });
  parser.worker.on('exit', () => {
    drop(parser);
    settle(parser)?.reject(new Error('job upload parser stopped'));
    dispatch();
  });
  parsers.push(parser);
  return parser;
}

function dispatch(): void {
  while (waiting.length) {
    const parser = parsers.find((p) => p.task === null) ?? (parsers.length < JOB_UPLOAD_PARSERS ? spawn() : null);
    if (!parser) return;
    const task = waiting.shift()!;
    parser.task = task;
    parser.timer = setTimeout(() => {
      drop(parser);
      settle(parser)?.reject(validationFailed({ attData: JOB_UPLOAD_MESSAGES.unreadable }));
      void parser.worker.terminate();
      dispatch();
    }, PARSE_TIMEOUT_MS);
    parser.timer.unref();
    parser.worker.postMessage(task.request satisfies ParserMessage);
  }
}

/**
 * Reads an uploaded XLSX or CSV file in a parsing thread: its data rows, each mapped to the content of a job (see
 * `readJobUploadFile` for the rules and the field errors on `attData`).
 */
export function parseJobUploadFile(name: string, bytes: Buffer): Promise<ParsedRow[]> {
  return new Promise((resolve, reject) => {
    waiting.push({ request: { id: nextId++, name, bytes }, rows: [], resolve, reject });
    dispatch();
  });
}
