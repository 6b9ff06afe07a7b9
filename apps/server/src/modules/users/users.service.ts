import { type RoleName, roleInfo } from '@dealer/domain';
import type { DbOrTx } from '../../db/client';
import { findUserById, membershipsOf, type UserRow } from './users.repository';

export interface RoleRef {
  name: RoleName;
  abbrev: string;
}

export interface SessionPayload {
  user: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    fullName: string;
    phoneNumber: string | null;
    uid: string;
    roles: RoleRef[];
  };
  dealers: { id: number; slug: string; name: string; logoUrl: string | null; roles: RoleRef[] }[];
}

const roleRefs = (names: RoleName[]): RoleRef[] => names.map((name) => ({ name, abbrev: roleInfo(name).abbrev }));

function userView(user: UserRow, roles: RoleName[]): SessionPayload['user'] {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    phoneNumber: user.phoneNumber,
    uid: user.uid,
    roles: roleRefs(roles),
  };
}

/** What the login and GET /user answer: the user (with roles at the default dealer) and every dealer with its roles. */
export async function sessionPayload(db: DbOrTx, userId: number): Promise<SessionPayload | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const memberships = await membershipsOf(db, userId);
  return {
    user: userView(user, memberships[0]?.roles ?? []),
    dealers: memberships.map((d) => ({
      id: d.id,
      slug: d.slug,
      name: d.name,
      logoUrl: d.logoUrl,
      roles: roleRefs(d.roles),
    })),
  };
}
