import { openSse } from '../sse-client';
import type { TestApp } from '../test-app';

/** The live streams of some signed-in readers, each by label, opened on a listening app. */
export interface LiveReaders {
  /** Waits for the events in flight, closes the streams and answers each reader's events as text. */
  stop(): Promise<Map<string, string>>;
}

/**
 * Opens the live stream (GET /api/user/events) of each reader, as their browser would, so a
 * suite can read what the events of its calls carried: what no route answers may not be pushed
 * either.
 */
export async function openLiveReaders(t: TestApp, cookies: ReadonlyMap<string, string>): Promise<LiveReaders> {
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const streams = [...cookies].map(
    ([label, cookie]) => [label, openSse(`${base}/api/user/events`, { cookie })] as const,
  );
  // Each stream says hello (its first comment or event) once it listens.
  const started = performance.now();
  while (streams.some(([, s]) => s.comments === 0 && s.events.length === 0) && performance.now() - started < 2000)
    await new Promise((r) => setTimeout(r, 10));
  return {
    async stop() {
      // Events travel through LISTEN/NOTIFY: give the last ones time to arrive.
      await new Promise((r) => setTimeout(r, 300));
      const out = new Map<string, string>();
      for (const [label, stream] of streams) {
        out.set(label, stream.events.map((e) => `${e.event}: ${e.data}`).join('\n'));
        stream.close();
      }
      return out;
    },
  };
}
