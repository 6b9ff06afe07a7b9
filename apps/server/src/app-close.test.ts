import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { newDealer, newUser } from '../test/support/factories';
import { createTestApp } from '../test/support/test-app';
import { until } from '../test/support/until';
import { stopOnSignal } from './shutdown';

/** Whether a new TCP connection to the port is taken ('open') or refused. */
function tryConnect(port: number): Promise<'open' | 'refused'> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('open');
    });
    socket.once('error', () => resolve('refused'));
  });
}

it('answers a request in flight when closing starts, refuses new connections, and then closes', async () => {
  const t = await createTestApp();
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = false;
  t.app.get('/test/slow', async () => {
    started = true;
    await gate;
    return { ok: true };
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as { port: number };

  // A keep-alive client: its connection must be closed after the answer, or close() would hang.
  const slow = fetch(`http://127.0.0.1:${port}/test/slow`);
  await until(() => started);
  expect(t.inFlight()).toBe(1);
  const closed = t.close();
  await until(async () => (await tryConnect(port)) === 'refused');

  release();
  const res = await slow;
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true });
  await closed;
  expect(t.inFlight()).toBe(0);
});

it('past the grace period exits anyway and says how many requests it cut', async () => {
  const t = await createTestApp();
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  t.app.get('/test/stuck', async () => {
    await gate;
    return { ok: true };
  });
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const stuck = fetch(`${base}/test/stuck`).catch(() => null);
  await until(() => t.inFlight() === 1);

  const errors: unknown[] = [];
  const exits: number[] = [];
  const stop = stopOnSignal({
    app: t.app,
    inFlight: t.inFlight,
    graceMs: 100,
    closeDatabase: () => t.database.close(),
    log: { info: () => {}, error: (...args: unknown[]) => void errors.push(args) },
    exit: (code) => void exits.push(code),
  });
  const stopped = stop('SIGTERM');
  await until(() => exits.length === 1);
  expect(exits).toEqual([1]);
  expect(errors).toEqual([[{ cut: 1, graceMs: 100 }, 'shutdown grace period over: requests cut']]);

  // (The process would be gone; here the request is let go so the app can finish closing.)
  release();
  await stuck;
  await stopped;
  expect(exits).toEqual([1]);
});

it('ends a live stream on close with a retry hint, so the browser reconnects soon (to another instance)', async () => {
  const t = await createTestApp();
  const dealer = await newDealer(t.ctx.db);
  const user = await newUser(t.ctx.db, { dealerIds: [dealer.id], roles: ['DEALER_ADMIN'] });
  const cookie = await t.login(user.email);
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });

  const res = await fetch(`${base}/api/user/events`, { headers: { accept: 'text/event-stream', cookie } });
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += value;
    }
  })();
  await until(() => text.includes('event: ready'));
  expect(text).not.toContain('retry: 1000');

  await t.close();
  await ended;
  // The hint is the last thing sent, as its own field, before the stream ends.
  expect(text.endsWith('retry: 1000\n\n')).toBe(true);
});
