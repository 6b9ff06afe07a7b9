import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { sandboxSmsMessages as t } from '../../../db/schema';

export type SandboxSms = typeof t.$inferSelect;

/** The sandbox's own table only: it stands for the provider and never reads ours. */
export async function saveSandboxSms(db: DbOrTx, message: typeof t.$inferInsert): Promise<SandboxSms> {
  const [row] = await db.insert(t).values(message).returning();
  return row!;
}

export async function setSandboxSmsStatus(db: DbOrTx, sid: string, status: string, errorCode: string | null) {
  await db.update(t).set({ status, errorCode }).where(eq(t.sid, sid));
}

/** One phone's conversation: what it received and what it sent, oldest first. */
export function conversationOf(db: DbOrTx, phone: string) {
  return db
    .select()
    .from(t)
    .where(or(eq(t.to, phone), eq(t.from, phone)))
    .orderBy(asc(t.createdAt), asc(t.sid));
}

/** The numbers that texted a phone, the latest first: where its replies can go. */
export async function numbersThatTexted(db: DbOrTx, phone: string): Promise<string[]> {
  const rows = await db
    .select({ from: t.from, last: sql<Date>`max(${t.createdAt})` })
    .from(t)
    .where(and(eq(t.to, phone), sql`${t.status} <> 'received'`))
    .groupBy(t.from)
    .orderBy(sql`max(${t.createdAt}) desc`, t.from);
  return rows.map((r) => r.from);
}

/** Every phone that received a text, with how many. */
export function phonesTexted(db: DbOrTx) {
  return db
    .select({ phone: t.to, count: sql<number>`count(*)::int` })
    .from(t)
    .where(sql`${t.status} <> 'received'`)
    .groupBy(t.to)
    .orderBy(t.to);
}
