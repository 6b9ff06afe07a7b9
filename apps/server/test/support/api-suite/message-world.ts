import { randomBytes } from 'node:crypto';
import { ROLE_NAMES, type RoleName } from '@dealer/domain';
import type { LightMyRequestResponse } from 'fastify';
import { newAppraisal, newUser, TEST_PASSWORD } from '../factories';
import { TEST_VEHICLE } from '../fixtures';
import { openLiveReaders } from './live-events';
import { issuedSecrets } from './secrets';
import { AUTO_OFFER_FIGURES, AUTO_OFFER_PERCENT, distinctiveValueFigures } from './value-figures';
import { createSuiteWorld, type SuiteWorld } from './world';

/** One dealer's side of the message world: its own admin, a valued record with messages, a campaign. */
export interface MessageDealer {
  dealerId: number;
  /** A dealer admin of this dealer only (not a group admin). */
  adminEmail: string;
  admin: string;
  /** The record every message of the world is about: distinctive value figures, sent offer and links. */
  recordId: number;
  campaignId: number;
  /** A person this dealer added, still unconfirmed. */
  newPersonEmail: string;
}

/** A call the world made while building (a send, an invitation, a reset), kept to screen its answer. */
export interface WorldCall {
  label: string;
  /** The dealer whose admin called (whose customer links the answer may show); null without a session. */
  dealerId: number | null;
  res: LightMyRequestResponse;
}

export interface MessageWorld extends SuiteWorld {
  a: MessageDealer;
  b: MessageDealer;
  /**
   * Texts only dealer B's people and records hold (B-only staff's names and phone, B's customer's
   * name): dealer A's admin reads none of them anywhere, even after inviting B's people.
   */
  privateToB: string[];
  calls: WorldCall[];
  /** A member of dealer A for each role (DEALER plus that role), assigned to A's record. */
  members: Map<RoleName, string>;
  /** What the live stream pushed to A's admin ('admin of A') and to each member of A (by role), as text. */
  live: Map<string, string>;
  /** Signs in (counted like every other request of the suite). */
  login(email: string): Promise<string>;
}

/** Who makes a call: a session and its dealer, or no one (a customer, a public form). */
interface Caller {
  cookie?: string;
  dealerId?: number;
}

/** Names and a phone no one else has, to find B's people wherever they show. */
const B_PERSON = { firstName: 'Brunhilde', lastName: 'Harborside', phoneNumber: '5550199887' };
const B_CUSTOMER = 'Harborina';
const unique = () => randomBytes(3).toString('hex');
/** An open trade-in of the test vehicle, its offer not sent yet: every send of the world may act on it. */
export const OPEN_RECORD = {
  appraisalTypeId: 1,
  appraisalStatusId: null,
  deletedAt: null,
  offerAmount: null,
  offerSentAt: null,
  offerAcceptedAt: null,
  offerDeclinedAt: null,
  pdfUrl: null,
  ...TEST_VEHICLE,
};
/** The offer every send of the world makes: by e-mail with the letter, and by text with its link. */
export const OFFER = {
  template: 0,
  type: 'auction',
  amount: 9876.54,
  sendPdf: true,
  textPdf: true,
  showCustomerEquity: true,
};

const SHARE_BY_EMAIL = (email: string) => ({ typeCode: 'tradein', shareType: 'email', email });

/**
 * Two dealers with their own admins and everything that sends a message, a link or a token, made
 * through the real routes: offers by e-mail and text, inspection capture links, share links,
 * password resets, account confirmations, invitations of existing accounts across dealers and
 * e-mail changes, for people of both dealers (and one person of both). Each dealer's record holds
 * value figures no coincidence produces (value-figures.ts).
 */
export async function createMessageWorld(): Promise<MessageWorld> {
  const base = await createSuiteWorld();
  const { t } = base;
  const world: MessageWorld = {
    ...base,
    a: undefined as unknown as MessageDealer,
    b: undefined as unknown as MessageDealer,
    calls: [],
    members: new Map(),
    live: new Map(),
    privateToB: [B_PERSON.firstName, B_PERSON.lastName, B_PERSON.phoneNumber, B_CUSTOMER],
    login: (email) => t.login(email),
  };
  /**
   * A call that builds the world, so it must succeed, except where `refusable` (adding another
   * dealer's person may be refused); its answer is kept for the screens.
   */
  const call = async (label: string, request: string, payload: object, by: Caller = {}, refusable = false) => {
    const [method, url] = request.split(' ') as ['POST' | 'PUT', string];
    const headers: Record<string, string> = {};
    if (by.cookie) headers.cookie = by.cookie;
    if (by.dealerId !== undefined) headers['x-dealer-id'] = String(by.dealerId);
    const res = await world.send({ method, url, headers, payload });
    if (res.statusCode >= (refusable ? 500 : 400)) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
    world.calls.push({ label, dealerId: by.cookie && by.dealerId !== undefined ? by.dealerId : null, res });
    return res;
  };
  const resetPassword = (email: string) =>
    call(`PUT /api/auth/forgot-password (${email})`, 'PUT /api/auth/forgot-password', { email });

  const side = async (name: 'a' | 'b', dealerId: number, figuresFrom: number): Promise<MessageDealer> => {
    const adminEmail = `admin-${name}-${unique()}@example.test`;
    await newUser(t.ctx.db, { dealerIds: [dealerId], roles: ['DEALER_ADMIN'], email: adminEmail });
    const admin = await t.login(adminEmail);
    const by = { cookie: admin, dealerId };
    const rule = { enabled: true, p1: AUTO_OFFER_PERCENT, p1v: 'mmr', p2: 98.71, p2v: 'jdp' };
    const campaign = await call(
      `${name}: POST /api/dealer_campaigns`,
      'POST /api/dealer_campaigns',
      { name: `Spring mailer ${name}`, rules: { autoOffers: [rule] } },
      by,
    );
    const record = await newAppraisal(t.ctx.db, dealerId, {
      ...OPEN_RECORD,
      firstName: name === 'a' ? 'Lakesina' : B_CUSTOMER,
      lastName: 'Lopez',
      email: `customer-${name}-${unique()}@example.test`,
      phoneNumber: name === 'a' ? '5550103001' : '5550104001',
      campaignId: (campaign.json() as { id: number }).id,
      ...distinctiveValueFigures(figuresFrom),
      ...(name === 'a' ? AUTO_OFFER_FIGURES : { autoOfferAmount: 5432.19, autoOfferAmountMax: 5555.37 }),
    });
    const on = `/api/appraisals/${record.id}`;
    await call(`${name}: POST offer`, `POST ${on}/offer`, OFFER, by);
    await call(`${name}: POST inspection-link`, `POST ${on}/inspection-link`, { sendTo: 'email_phone' }, by);
    const invitee = `invitee-${name}-${unique()}@example.test`;
    await call(`${name}: POST share-invite`, 'POST /api/appraisals/share-invite', SHARE_BY_EMAIL(invitee), by);
    const newPersonEmail = `new-${name}-${unique()}@example.test`;
    const person = { firstName: 'New', lastName: 'Person', email: newPersonEmail, roles: [] };
    await call(`${name}: POST /api/users (a new person)`, 'POST /api/users', person, by);
    // The e-mail change also gives B's admin the names only B's people hold (B_PERSON).
    const names = name === 'b' ? B_PERSON : { firstName: 'Admin', lastName: 'Lakeside', phoneNumber: null };
    const changed = `admin-${name}-changed-${unique()}@example.test`;
    await call(
      `${name}: PUT /api/user (e-mail change)`,
      'PUT /api/user',
      {
        ...names,
        email: changed,
        currentPassword: TEST_PASSWORD,
      },
      { cookie: admin },
    );
    return { dealerId, adminEmail, admin, recordId: record.id, campaignId: record.campaignId!, newPersonEmail };
  };

  world.a = await side('a', base.dealerId, 7341.17);
  world.b = await side('b', base.otherDealerId, 3217.43);

  const asA: Caller = { cookie: world.a.admin, dealerId: world.a.dealerId };

  // A person of both dealers (the group@demo.test), one of B only, and one of A only.
  const groupEmail = `group-${unique()}@example.test`;
  await newUser(t.ctx.db, { dealerIds: [world.a.dealerId, world.b.dealerId], roles: ['SALES'], email: groupEmail });
  const memberA = (await newUser(t.ctx.db, { dealerIds: [world.a.dealerId], roles: ['SALES'] })).email;
  const memberB = (await newUser(t.ctx.db, { dealerIds: [world.b.dealerId], roles: ['SALES'] })).email;
  await call('b: PUT /api/user (a member of B)', 'PUT /api/user', B_PERSON, { cookie: await t.login(memberB) });
  for (const email of [world.a.adminEmail, world.b.adminEmail, groupEmail, memberA, memberB])
    await resetPassword(email);
  // The takeover path of the issue: A's admin adds B's people by e-mail (one still unconfirmed),
  // then asks for their resets.
  for (const email of [world.b.adminEmail, memberB, world.b.newPersonEmail]) {
    const person = { firstName: 'Their', lastName: 'Person', email, roles: [] };
    await call(`a: POST /api/users (B's ${email})`, 'POST /api/users', person, asA, true);
    await resetPassword(email);
  }
  // Members of every role at A, assigned to A's record, so its notifications reach them too.
  const memberIds: number[] = [];
  for (const role of ROLE_NAMES) {
    const user = await newUser(t.ctx.db, { dealerIds: [world.a.dealerId], roles: role === 'DEALER' ? [] : [role] });
    memberIds.push(user.id);
    world.members.set(role, await t.login(user.email));
  }
  // From here on, A's admin and members watch their live streams, as open browsers would.
  const live = await openLiveReaders(t, new Map([['admin of A', world.a.admin], ...world.members]));
  const aRecord = `/api/appraisals/${world.a.recordId}`;
  await call('a: PUT users', `PUT ${aRecord}/users`, { userIds: memberIds }, asA);
  await call('a: POST inspection-link (again)', `POST ${aRecord}/inspection-link`, { sendTo: 'email' }, asA);
  // Each dealer's customer answers the offer on its page (notifications, activity, a confirmation e-mail).
  for (const side of [world.a, world.b]) {
    const offer = (await issuedSecrets(t)).find((s) => s.dealerId === side.dealerId && s.link.includes('/offer/'));
    if (!offer) throw new Error(`no offer link was sent for dealer ${side.dealerId}`);
    await call('customer: respond accept', `POST /api/appraisals/${side.recordId}/respond/accept`, {
      token: offer.token,
    });
  }
  await resetPassword(world.a.adminEmail);
  world.live = await live.stop();
  return world;
}
