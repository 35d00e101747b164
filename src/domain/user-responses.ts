import { z } from 'zod';
import { USER_STATUSES } from './accounts';
import { timestamp } from './wire';

/** Response schemas of the users administration. */

/** One row of the users list (`GET /users`). */
export const userRow = z.object({
  usrId: z.string(),
  usrName: z.string(),
  usrTitle: z.string().nullable(),
  accnId: z.string(),
  accnName: z.string(),
  contactEmail: z.string().nullable(),
  contactTel: z.string().nullable(),
  usrStatus: z.enum(USER_STATUSES),
  lockedUntil: timestamp.nullable(),
  activated: z.boolean(),
  roles: z.array(z.string()),
  updatedAt: timestamp,
  version: z.number().int(),
});

/** One user (`GET /users/:usrId`, and the answer of create, change, activate and deactivate). */
export const userDetail = userRow.extend({ usrPassNid: z.string().nullable(), atypId: z.string() });

/** Who an activation link is for (`GET /auth/activate/:token`, public): the activation page greets the user by name. */
export const activationTarget = z.object({ usrId: z.string(), usrName: z.string() });
