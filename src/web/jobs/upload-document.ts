import { uploadProblem } from '../../domain/upload';
import { fileToBase64 } from '../lib/file-to-base64';
import { apiPath } from '../lib/admin-api';
import type { ApiClient } from '../lib/api-client';

/** Stores a file in the company's document repository (POST …/documents) and answers its attachment id. */
export async function uploadDocument(api: ApiClient, file: File, attType: string, reference: string | null): Promise<string> {
  const saved = await api.post<{ attId: string }>(apiPath('documents'), {
    attType,
    attName: file.name,
    attSize: file.size,
    attData: await fileToBase64(file),
    ...(reference ? { attReferenceid: reference } : {}),
  });
  return saved.attId;
}

/** The upload rule a file breaks (i18n key), or null. */
export const fileProblem = (file: File | null): string | null => (file ? uploadProblem(file.name, file.size) : null);

/** What the file inputs accept (spec §5 extensions). */
export const ACCEPT_DOCUMENTS = '.pdf,.jpg,.jpeg,.png,.doc,.docx,.xls,.xlsx,.csv,.ppt';
