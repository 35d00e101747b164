import { z } from 'zod';
import { timestamp } from './wire';

/** Response schemas of the authorisations (the role -> permission table). */

/** A role with its permissions. */
export const rolePermissions = z.object({
  roleId: z.string(),
  descEn: z.string(),
  descId: z.string(),
  permissions: z.array(z.string()),
  version: z.number().int(),
});

/** Every role with its permissions, and the permissions that exist (`GET /authorisations`). */
export const authorisationsTable = z.object({ permissions: z.array(z.string()), roles: z.array(rolePermissions) });

/** A role's permissions after a change (`PUT /authorisations/:roleId`). */
export const roleChange = rolePermissions.omit({ descEn: true, descId: true }).extend({
  updatedAt: timestamp,
  updatedBy: z.string().nullable(),
});
