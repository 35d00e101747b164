import type { ApiClient, DownloadedFile } from './api-client';
import { base64ToBlob } from './file-to-base64';

/** A stored file as the API sends it (documents, job documents, bill files): its name, type and base64 content. */
export interface StoredFile {
  attName: string;
  mimeType: string | null;
  attData: string;
}

/** Reads a stored file from `path` as a Blob ready to save, named as it was uploaded. */
export async function fetchStoredFile(api: ApiClient, path: string): Promise<DownloadedFile> {
  const doc = await api.get<StoredFile>(path);
  return { blob: base64ToBlob(doc.attData, doc.mimeType ?? 'application/octet-stream'), filename: doc.attName };
}
