import type { ResourceParts } from '../resource-parts';

/** The flag of an ISO 3166 alpha-2 code (regional indicator letters), or nothing for another code. */
export function flagOf(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** Countries: the code column shows the flag before the code. */
export const countryParts: ResourceParts = {
  cells: {
    ctryCode: (row) => {
      const code = typeof row.ctryCode === 'string' ? row.ctryCode : '';
      const flag = flagOf(code);
      return (
        <>
          {flag && (
            <span aria-hidden="true" style={{ marginRight: 6 }}>
              {flag}
            </span>
          )}
          {code}
        </>
      );
    },
  },
};
