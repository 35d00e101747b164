import { AppError, conflict, validationFailed } from './errors';

interface PgError {
  code: string;
  column?: string;
  detail?: string;
  constraint?: string;
}

/** The PostgreSQL error behind a failed query (drizzle wraps it in `cause`), or null. */
export function pgErrorOf(error: unknown): PgError | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in e) return e as unknown as PgError;
  }
  return null;
}

const camel = (column: string) => column.trim().replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** The last column a constraint's detail names: `Key (usr_id, role_id)=(…) already exists.` gives `roleId`. */
function keyColumn(detail: string | undefined): string {
  const columns = detail?.match(/^Key \(([^)]*)\)=/)?.[1]?.split(',');
  const last = columns?.[columns.length - 1];
  return last ? camel(last.replaceAll('"', '')) : '_';
}

/**
 * What a refusal of the database that the code did not foresee means to the caller (a race past a check, a null
 * the schema let through): the field's error instead of a 500. Null: not a refusal of the values.
 */
export function appErrorForPg(error: unknown): AppError | null {
  const pg = pgErrorOf(error);
  if (!pg) return null;
  switch (pg.code) {
    case '23505': // unique_violation: two creates raced past the "already exists" check
      return validationFailed({ [keyColumn(pg.detail)]: 'validation.duplicate' });
    case '23502': // not_null_violation
      return validationFailed({ [pg.column ? camel(pg.column) : '_']: 'validation.required' });
    case '23503': // foreign_key_violation
      return pg.detail?.includes('still referenced')
        ? conflict('server.errors.inUse')
        : validationFailed({ [keyColumn(pg.detail)]: 'validation.reference' });
    case '22001': // string_data_right_truncation
      return validationFailed({ _: 'validation.tooLong' });
    case '22021': // character_not_in_repertoire (e.g. a NUL character)
    case '22P05': // untranslatable_character
      return validationFailed({ _: 'validation.controlCharacter' });
    default:
      return null;
  }
}
