import { ROLE_PERMISSIONS, type Role } from '@kokpit/shared';
import type { Db } from '../database.js';

/** Role → permission rows of SPEC §6; inserted when missing, so operators may add more. */
export async function seedRolePermissions(db: Db): Promise<void> {
  const rows = (Object.keys(ROLE_PERMISSIONS) as Role[]).flatMap((role) =>
    ROLE_PERMISSIONS[role].map((permission) => ({ role, permission })),
  );
  await db
    .insertInto('role_permissions')
    .values(rows)
    .onConflict((oc) => oc.columns(['role', 'permission']).doNothing())
    .execute();
}
