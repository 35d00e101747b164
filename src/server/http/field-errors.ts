import type { FieldErrors } from './errors';

export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Turns zod issues into per-field errors. With `sections`, the first path segment that names a
 * section becomes a nested object (`{ accnDetails: { "accnAddr.addrLn1": "..." } }`); otherwise
 * the dotted path is the key. The first message for a field wins.
 */
export function toFieldErrors(issues: readonly IssueLike[], sections: readonly string[] = []): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const parts = issue.path.map(String);
    const head = parts[0];
    if (head !== undefined && sections.includes(head) && parts.length > 1) {
      const section = (out[head] ??= {}) as FieldErrors;
      const key = parts.slice(1).join('.');
      section[key] ??= issue.message;
    } else {
      const key = parts.length ? parts.join('.') : '_';
      out[key] ??= issue.message;
    }
  }
  return out;
}
