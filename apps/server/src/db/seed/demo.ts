import { type RoleName, roleInfo } from '@dealer/domain';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { sandboxNumberOf } from '../../integrations/sms/sandbox/numbers';
import { hashPassword } from '../../lib/crypto';
import { sendConfirmLink } from '../../modules/auth/auth.service';
import { dealerGroups, dealers, dealerUserRoles, linkedDealers, users } from '../schema';
import { seedDemoAppraisals } from './demo-appraisals';
import { seedExpiredOffer } from './demo-expired-offer';
import { seedDemoInspections } from './demo-inspections';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_DEALERS = [
  { slug: 'metro-motors', name: 'Metro Motors', city: 'Austin', state: 'TX', zip: '78701', phoneNumber: '5125550100' },
  { slug: 'harbor-auto', name: 'Harbor Auto', city: 'San Diego', state: 'CA', zip: '92101', phoneNumber: '6195550100' },
  { slug: 'summit-cars', name: 'Summit Cars', city: 'Denver', state: 'CO', zip: '80202', phoneNumber: '3035550100' },
] as const;

type DealerSlug = (typeof DEMO_DEALERS)[number]['slug'];
const ALL: DealerSlug[] = DEMO_DEALERS.map((d) => d.slug);

/** Demo accounts (README lists them). Everyone also holds DEALER wherever they belong. */
export const DEMO_USERS: {
  email: string;
  firstName: string;
  lastName: string;
  roles: RoleName[];
  dealers: DealerSlug[];
}[] = [
  { email: 'admin@demo.test', firstName: 'Alex', lastName: 'Admin', roles: ['DEALER_ADMIN'], dealers: ALL },
  {
    email: 'acq@demo.test',
    firstName: 'Quinn',
    lastName: 'Acquisition',
    roles: ['ACQ_MANAGER'],
    dealers: ['metro-motors'],
  },
  {
    email: 'appraiser@demo.test',
    firstName: 'Avery',
    lastName: 'Appraiser',
    roles: ['APPRAISER'],
    dealers: ['metro-motors'],
  },
  {
    email: 'finance@demo.test',
    firstName: 'Fran',
    lastName: 'Finance',
    roles: ['FINANCE_MANAGER'],
    dealers: ['metro-motors', 'harbor-auto'],
  },
  { email: 'sales@demo.test', firstName: 'Sam', lastName: 'Sales', roles: ['SALES'], dealers: ['metro-motors'] },
  {
    email: 'salesmgr@demo.test',
    firstName: 'Morgan',
    lastName: 'Manager',
    roles: ['SALES_MANAGER'],
    dealers: ['metro-motors'],
  },
  {
    email: 'reception@demo.test',
    firstName: 'Riley',
    lastName: 'Reception',
    roles: ['RECEPTION'],
    dealers: ['metro-motors'],
  },
  {
    email: 'tech@demo.test',
    firstName: 'Taylor',
    lastName: 'Technician',
    roles: ['SERVICE_TECH'],
    dealers: ['metro-motors'],
  },
  {
    email: 'service@demo.test',
    firstName: 'Jordan',
    lastName: 'Service',
    roles: ['SERVICE_MANAGER'],
    dealers: ['metro-motors'],
  },
  {
    email: 'group@demo.test',
    firstName: 'Gray',
    lastName: 'Group',
    roles: ['GROUP_ADMIN', 'DEALER_ADMIN'],
    dealers: ALL,
  },
];

/** An account a dealer admin has just added: it has no password until confirmed through its link. */
export const DEMO_UNCONFIRMED = {
  email: 'new@demo.test',
  firstName: 'Nico',
  lastName: 'Newhire',
  roles: ['SALES'] as RoleName[],
};

export async function isEmpty(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Loads the demo dealers and accounts into an empty database (embedded mode, never production). */
export async function seedDemo(ctx: AppContext): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const { metro, adminId } = await ctx.db.transaction(async (tx) => {
    const [group] = await tx.insert(dealerGroups).values({ name: 'Demo Auto Group' }).returning();
    const dealerRows = await tx
      .insert(dealers)
      .values(DEMO_DEALERS.map((d) => ({ ...d, groupId: group?.id, address1: '100 Main Street' })))
      .returning();
    const dealerId = (slug: DealerSlug) => dealerRows.find((d) => d.slug === slug)!.id;
    // Each demo dealer texts from its own sandbox number.
    for (const d of dealerRows) {
      await tx
        .update(dealers)
        .set({ smsSender: sandboxNumberOf(d.id) })
        .where(eq(dealers.id, d.id));
    }
    const metro = dealerId('metro-motors');
    const harbor = dealerId('harbor-auto');
    await tx.insert(linkedDealers).values([
      { dealerId: metro, linkedDealerId: harbor },
      { dealerId: harbor, linkedDealerId: metro },
    ]);

    const accounts = [...DEMO_USERS, { ...DEMO_UNCONFIRMED, dealers: ['metro-motors'] as DealerSlug[] }];
    let adminId = 0;
    for (const account of accounts) {
      const confirmed = account.email !== DEMO_UNCONFIRMED.email;
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          passwordHash: confirmed ? passwordHash : null,
        })
        .returning();
      if (!user) continue;
      if (account.email === 'admin@demo.test') adminId = user.id;
      const roleIds = ['DEALER' as RoleName, ...account.roles].map((r) => roleInfo(r).id);
      await tx
        .insert(dealerUserRoles)
        .values(
          account.dealers.flatMap((slug) =>
            roleIds.map((roleId) => ({ dealerId: dealerId(slug), userId: user.id, roleId })),
          ),
        );
      if (!confirmed) {
        await sendConfirmLink(ctx, tx, user, { name: 'Metro Motors' });
      }
    }
    await seedDemoAppraisals(
      tx,
      [
        { id: metro, count: 400 },
        { id: harbor, count: 250 },
        { id: dealerId('summit-cars'), count: 200 },
      ],
      adminId,
      { from: metro, to: harbor, count: 8 },
      ctx.now(),
    );
    const demoDealers = dealerRows.map((d) => d.id);
    await seedDemoInspections(tx, demoDealers, ctx.config.publicUrl, ctx.now());
    return { metro, adminId };
  });
  await seedExpiredOffer(ctx, metro, adminId);
  ctx.kickOutbox();
}
