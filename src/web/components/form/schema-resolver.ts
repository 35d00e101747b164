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

/**
 * For screens that check before an action rather than through the hook (a workflow screen's Save beside
 * its verbs): each top-level field's first problem, translated, or null when the value passes.
 */
export function schemaProblems(schema: ZodType, value: unknown, t: (key: string) => string): Record<string, string> | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) problems[String(issue.path[0] ?? 'root')] ??= t(issue.message);
  return problems;
}
