import { allowReadVals, ROLE_NAMES, type RoleName } from '@dealer/domain';
import { afterAll, describe, expect, test } from 'vitest';
import { reportFailures } from '../../test/support/api-suite/answers';
import { leaksIn, valueDataSeen, worldFigures } from '../../test/support/api-suite/link-screens';
import { createMessageWorld, OFFER, OPEN_RECORD } from '../../test/support/api-suite/message-world';
import { answerText, byOperation, readAs, screenCalls } from '../../test/support/api-suite/screen-calls';
import { issuedSecrets } from '../../test/support/api-suite/secrets';
import { AUTO_OFFER_FIGURES, distinctiveValueFigures } from '../../test/support/api-suite/value-figures';
import { newAppraisal } from '../../test/support/factories';

/**
 * Issue 35 as route-wide rules, over a world of two dealers with their own admins and every kind
 * of message, link and token (message-world.ts):
 * - a dealer admin never obtains a credential link of any person (reset, confirm, e-mail change,
 *   invitation; not even of their own dealer's people), nor a customer link or the people of another
 *   dealer, by any route, whatever it sends, lists, shows or pushes;
 * - no answer to a role without allowReadVals carries a value figure (a value field by name at any
 *   depth, or one of the records' figures in any text), nor does a customer page reached through a
 *   link it reads (an offer link is value data itself: these roles never see one).
 * The secrets are what the outbox holds (what really left the server).
 */
const world = await createMessageWorld();
afterAll(() => world.t.close());
let secrets = await issuedSecrets(world.t);
const figures = await worldFigures(world);
const held = (role: RoleName): RoleName[] => (role === 'DEALER' ? ['DEALER'] : ['DEALER', role]);
const readers = ROLE_NAMES.filter((role) => !allowReadVals(held(role)));

test('the world issued credential and customer links of both dealers, and value figures (else the screens prove nothing)', () => {
  const ofKind = (kind: string, dealerId: number | null) =>
    secrets.filter((s) => s.kind === kind && (kind === 'credential' || s.dealerId === dealerId)).length;
  expect(ofKind('credential', null), secrets.map((s) => s.link).join('\n')).toBeGreaterThanOrEqual(8);
  expect(ofKind('customer', world.a.dealerId)).toBeGreaterThanOrEqual(3);
  expect(ofKind('customer', world.b.dealerId)).toBeGreaterThanOrEqual(3);
  expect(figures.length).toBeGreaterThanOrEqual(30);
  expect(readers).toEqual(expect.arrayContaining(['SALES', 'RECEPTION', 'SERVICE_TECH', 'SERVICE_MANAGER']));
});

describe("dealer A's admin never obtains a person's credential link or anything of dealer B's", () => {
  test('in the answers of the sends, invitations and resets themselves', async () => {
    const problems: string[] = [];
    for (const { label, dealerId, res } of world.calls) {
      for (const leak of leaksIn(world, secrets, await answerText(res), dealerId)) problems.push(`${label}: ${leak}`);
    }
    reportFailures(problems);
    expect(problems).toEqual([]);
  });

  test('in what the live stream pushes to him', () => {
    const text = world.live.get('admin of A') ?? '';
    expect(text, 'the stream pushed nothing: is the live stream on?').toContain('ready');
    const problems = leaksIn(world, secrets, text, world.a.dealerId).map((leak) => `GET /api/user/events: ${leak}`);
    reportFailures(problems);
    expect(problems).toEqual([]);
  });

  const calls = screenCalls(world.ops, world, {
    appraisalIds: [world.a.recordId, world.b.recordId],
    campaignIds: [world.a.campaignId, world.b.campaignId],
    dealerId: world.a.dealerId,
    search: 'Lopez',
  });
  for (const [key, opCalls] of byOperation(calls)) {
    test(key, async () => {
      const problems: string[] = [];
      for (const c of opCalls) {
        const res = await readAs(world.send, world.a.admin, c);
        if (res.statusCode === 401) throw new Error(`${c.label}: dealer A's admin was signed out`);
        const where = `${c.label}${c.dealerId === undefined ? ' (no dealer header)' : ''}`;
        const leaks = leaksIn(world, secrets, await answerText(res), world.a.dealerId);
        problems.push(...leaks.map((leak) => `${where}: ${leak}`));
      }
      reportFailures(problems);
      expect(problems).toEqual([]);
    });
  }
});

describe('no answer to a role without allowReadVals carries a value figure', () => {
  test('nor does what the live stream pushes', async () => {
    const problems: string[] = [];
    for (const role of readers) {
      const text = world.live.get(role) ?? '';
      expect(text, `${role}'s stream pushed nothing: is the live stream on?`).toContain('ready');
      const label = `${role} GET /api/user/events`;
      problems.push(...(await valueDataSeen(world, secrets, figures, { label, text, opened: new Set() })));
    }
    reportFailures(problems);
    expect(problems).toEqual([]);
  });

  const calls = screenCalls(world.ops, world, {
    appraisalIds: [world.a.recordId],
    campaignIds: [world.a.campaignId],
    dealerId: world.a.dealerId,
    search: 'Lopez',
  });
  for (const [key, opCalls] of byOperation(calls)) {
    test(key, async () => {
      const problems: string[] = [];
      const opened = new Set<string>();
      for (const role of readers) {
        for (const c of opCalls) {
          const text = await answerText(await readAs(world.send, world.members.get(role)!, c));
          problems.push(
            ...(await valueDataSeen(world, secrets, figures, { label: `${role} ${c.label}`, text, opened })),
          );
        }
      }
      reportFailures(problems);
      expect(problems).toEqual([]);
    });
  }
});

describe('the sends of roles without allowReadVals answer them no value figure and no offer link', () => {
  test.each(readers)('%s', async (role) => {
    const record = await newAppraisal(world.t.ctx.db, world.a.dealerId, {
      ...OPEN_RECORD,
      ...distinctiveValueFigures(),
      ...AUTO_OFFER_FIGURES,
      email: `customer-${role.toLowerCase()}@example.test`,
      phoneNumber: '5550103002',
    });
    const headers = { cookie: world.members.get(role)!, 'x-dealer-id': String(world.a.dealerId) };
    const sends: [string, string, object][] = [
      ['POST offer', `/api/appraisals/${record.id}/offer`, OFFER],
      ['POST inspection-link', `/api/appraisals/${record.id}/inspection-link`, { sendTo: 'email_phone' }],
      ['POST share-invite', '/api/appraisals/share-invite', { typeCode: 'tradein', shareType: 'url' }],
    ];
    const answers: { label: string; text: string }[] = [];
    for (const [label, url, payload] of sends) {
      const res = await world.send({ method: 'POST', url, headers, payload });
      answers.push({ label: `${role} ${label}`, text: await answerText(res) });
    }
    // The links these sends issued are known only now.
    secrets = await issuedSecrets(world.t);
    const problems: string[] = [];
    for (const answer of answers)
      problems.push(...(await valueDataSeen(world, secrets, figures, { ...answer, opened: new Set() })));
    reportFailures(problems);
    expect(problems).toEqual([]);
  });
});
