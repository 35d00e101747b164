import { fileTypeFromBuffer } from 'file-type';
import { extensionOf, UPLOAD_MESSAGES, uploadProblem } from '../../domain/upload';
import { validationFailed } from '../http/errors';

/** What the content of each allowed extension must be detected as (file-type); csv has no signature: plain text. */
const EXPECTED: Record<string, readonly string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  xlsx: ['xlsx'],
  docx: ['docx'],
  xls: ['cfb'],
  doc: ['cfb'],
  ppt: ['cfb'],
};

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  doc: 'application/msword',
  ppt: 'application/vnd.ms-powerpoint',
  csv: 'text/csv',
};

function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The spec §5 rules (extension, size, name) and, beyond the extension, the content: a renamed
 * executable or any file whose bytes are not of its extension is refused. Answers the MIME type.
 */
export async function checkUpload(name: string, bytes: Buffer, field = 'attData'): Promise<string> {
  const problem = uploadProblem(name, bytes.length);
  if (problem) throw validationFailed({ [problem === UPLOAD_MESSAGES.nameTooLong ? 'attName' : field]: problem });
  const ext = extensionOf(name);
  if (ext === 'csv') {
    if (!isText(bytes)) throw validationFailed({ [field]: UPLOAD_MESSAGES.contentMismatch });
    return MIME.csv!;
  }
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !EXPECTED[ext]?.includes(detected.ext)) throw validationFailed({ [field]: UPLOAD_MESSAGES.contentMismatch });
  return MIME[ext]!;
}
