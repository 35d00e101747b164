import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { WireOf } from '../../domain/wire';

/**
 * A fake server answer typed and checked by its route's response schema (src/domain): the compiler refuses a fixture
 * whose fields or types drift from the schema, and parsing refuses what the server would never send (a field the schema
 * does not declare, a value outside its enum), as the server's serialiser would.
 */
export function wire<S extends z.ZodType>(schema: S, value: WireOf<S>): WireOf<S> {
  const sent = schema.parse(value);
  if (!isDeepStrictEqual(sent, value))
    throw new Error(`A fixture differs from what its response schema sends: ${JSON.stringify(value)} -> ${JSON.stringify(sent)}`);
  return value;
}
