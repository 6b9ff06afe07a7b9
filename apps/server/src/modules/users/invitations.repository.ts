import type { RoleName } from '@dealer/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealers, dealerInvitations as inv, users } from '../../db/schema';

export interface OpenInvitation {
  id: number;
  dealerId: number;
  userId: number;
  roles: RoleName[];
}

/**
 * Opens the dealer's invitation of the person, or refreshes the open one (roles, inviter, date).
 * The caller holds the dealer's lock, so two admins inviting at once do not race.
 */
export async function saveOpenInvitation(
  db: DbOrTx,
  values: { dealerId: number; userId: number; roles: RoleName[]; invitedBy: number; at: Date },
): Promise<number> {
  const { at, ...rest } = values;
  const [open] = await db
    .update(inv)
    .set({ roles: rest.roles, invitedBy: rest.invitedBy, createdAt: at })
    .where(and(eq(inv.dealerId, rest.dealerId), eq(inv.userId, rest.userId), eq(inv.status, 'open')))
    .returning({ id: inv.id });
  if (open) return open.id;
  const [row] = await db
    .insert(inv)
    .values({ ...rest, createdAt: at })
    .returning({ id: inv.id });
  return row!.id;
}

export async function hasOpenInvitation(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: inv.id })
    .from(inv)
    .where(and(eq(inv.userId, userId), eq(inv.status, 'open')))
    .limit(1);
  return row !== undefined;
}

/** The person's open invitations, oldest first, with the dealer's and the inviter's names. */
export function listOpenInvitations(db: DbOrTx, userId: number) {
  return db
    .select({
      id: inv.id,
      dealerId: dealers.id,
      dealerName: dealers.name,
      roles: inv.roles,
      invitedBy: sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      createdAt: inv.createdAt,
    })
    .from(inv)
    .innerJoin(dealers, eq(dealers.id, inv.dealerId))
    .leftJoin(users, eq(users.id, inv.invitedBy))
    .where(and(eq(inv.userId, userId), eq(inv.status, 'open')))
    .orderBy(asc(inv.createdAt), asc(inv.id));
}

/** The person's own open invitation `id` (locked for the answer with `lock`); undefined for anyone else's. */
export async function findOpenInvitation(
  db: DbOrTx,
  id: number,
  userId: number,
  lock = false,
): Promise<OpenInvitation | undefined> {
  const query = db
    .select({ id: inv.id, dealerId: inv.dealerId, userId: inv.userId, roles: inv.roles })
    .from(inv)
    .where(and(eq(inv.id, id), eq(inv.userId, userId), eq(inv.status, 'open')));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Closes the person's open invitation; answers whether there was one to close. */
export async function closeInvitation(
  db: DbOrTx,
  id: number,
  userId: number,
  status: 'accepted' | 'declined',
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(inv)
    .set({ status, respondedAt: at })
    .where(and(eq(inv.id, id), eq(inv.userId, userId), eq(inv.status, 'open')))
    .returning({ id: inv.id });
  return rows.length > 0;
}
