import { z } from 'zod';

/** Roles of SPEC 3/6, in ascending alphabetical order (the order user_roles is read in). */
export const ROLES = ['admin', 'driver', 'partner', 'user'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const getMyRolesInput = z.object({}).strict();
export type GetMyRolesInput = z.infer<typeof getMyRolesInput>;

export const getMyRolesOutput = z.object({
  /** The caller's roles from user_roles, ordered by role ascending (SPEC 7). */
  roles: z.array(roleSchema),
  /** admin > driver > partner > user, falling back to user (SPEC 4). */
  effectiveRole: roleSchema,
  /** True when the `roles` custom claim was out of date and has been rewritten: refresh the ID token. */
  claimsUpdated: z.boolean(),
});
export type GetMyRolesOutput = z.infer<typeof getMyRolesOutput>;

export const getMyRoles = { name: 'getMyRoles', input: getMyRolesInput, output: getMyRolesOutput } as const;
