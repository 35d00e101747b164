import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A resolver that turns the form's values into the request input (`toInput`) and checks that with the
 * shared zod schema; each problem lands on its path (the schemas' messages are i18n keys).
 */
export function schemaResolver<V extends FieldValues, Out>(
  schema: ZodType<Out>,
  toInput: (values: V) => unknown,
): Resolver<V, unknown, Out> {
  return (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<V> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.') || 'root';
      if (!get(errors, path)) set(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}
