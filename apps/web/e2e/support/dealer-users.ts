import { expect, request } from '@playwright/test';
import { adminApi, DEALER } from './demo';
import { latestMailLink } from './mail-catcher';

/** Role ids of the domain (packages/domain permissions/roles.ts) the journeys give. */
export const ROLE_IDS = { APPRAISER: 5, SALES: 7 } as const;

/** An address no run has used, so journeys can be rerun on the same database. */
export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@demo.test`;
}

/**
 * A new user of Metro Motors (or of the demo admin's dealer `dealer`), added by the demo admin
 * through POST /users and confirmed through the link of their e-mail in the sandbox's mail
 * catcher, signed in with `password` from then on.
 */
export async function invitedUser(
  baseURL: string,
  opts: { firstName: string; lastName: string; roles: number[]; password: string; prefix?: string; dealer?: string },
): Promise<{ id: number; email: string }> {
  const email = freshEmail(opts.prefix ?? 'staff');
  const { api, dealerId } = await adminApi(baseURL, opts.dealer ?? DEALER);
  try {
    const res = await api.post('/api/users', {
      headers: { 'x-dealer-id': String(dealerId) },
      data: { firstName: opts.firstName, lastName: opts.lastName, email, roles: opts.roles },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const link = new URL(await latestMailLink(baseURL, email, '/auth/confirm-account'));
    const anonymous = await request.newContext({ baseURL });
    const confirmed = await anonymous.put('/api/auth/confirm-account', {
      data: { email, token: link.searchParams.get('token'), newPassword: opts.password },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    await anonymous.dispose();
    return { id, email };
  } finally {
    await api.dispose();
  }
}
