import { WHITELABEL_MIME_TYPES } from '../../domain/whitelabel';

export type WhitelabelMimeType = (typeof WHITELABEL_MIME_TYPES)[number];

export const isWhitelabelMimeType = (value: unknown): value is WhitelabelMimeType =>
  (WHITELABEL_MIME_TYPES as readonly unknown[]).includes(value);

/** The file's content as plain base64 (without the `data:` prefix). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onload = () => {
      const url = String(reader.result ?? '');
      const comma = url.indexOf(',');
      resolve(comma >= 0 ? url.slice(comma + 1) : url);
    };
    reader.readAsDataURL(file);
  });
}

/** A Blob of base64 content (a document's stored bytes). */
export function base64ToBlob(data: string, type: string): Blob {
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}
