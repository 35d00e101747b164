import type { TFunction } from '../../lib/translator';
import { describe, expect, it } from 'vitest';
import { ApiError, ValidationError } from '../../lib/api-errors';
import { saveProblemOf } from './server-errors';

const t = ((key: string) => key) as unknown as TFunction;
const validation = (fieldErrors: Record<string, unknown>) =>
  new ValidationError({ status: 400, code: 'VALIDATION_FAILED', message: 'invalid', fieldErrors: fieldErrors as never });

describe('saveProblemOf', () => {
  it('puts sectioned field errors on the fields the form shows and joins the rest', () => {
    const known = (path: string) => path === 'accnDetails.accnName' || path === 'trips.0.pickupAt';
    const problem = saveProblemOf(
      validation({ accnDetails: { accnName: 'Name required' }, trips: { 0: { pickupAt: 'Too early' } }, other: 'Bad' }),
      known,
      t,
    );
    expect(problem).toEqual({
      fields: { 'accnDetails.accnName': 'Name required', 'trips.0.pickupAt': 'Too early' },
      form: 'Bad',
      conflict: null,
    });
  });

  it('shows the message when no field is known', () => {
    expect(saveProblemOf(validation({}), () => false, t).form).toBe('invalid');
  });

  it('turns a 409 into the conflict text', () => {
    const error = new ApiError({ status: 409, code: 'CONFLICT', message: 'changed by someone else' });
    expect(saveProblemOf(error, () => true, t)).toEqual({ fields: {}, form: null, conflict: 'changed by someone else' });
  });
});
