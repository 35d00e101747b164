import { TRUCKING_API } from '../../domain/api-paths';

/** Base of the trucking API (`TRUCKING_API` of src/domain/api-paths.ts). */
export const API_BASE = TRUCKING_API;
export const apiPath = (...parts: (string | number)[]): string =>
  [API_BASE, ...parts.map((p, i) => (i === 0 ? String(p) : encodeURIComponent(String(p))))].join('/');

/** Pretty JSON text of a value (shown as text, never as HTML). */
export function jsonText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2);
}
