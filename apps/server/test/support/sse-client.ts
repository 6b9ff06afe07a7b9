/** One Server-Sent Event as a browser's EventSource sees it. */
export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * A browser-equivalent EventSource over fetch: parses the stream as the HTML spec says (fields,
 * blank-line dispatch, comments ignored) and sends Last-Event-ID when asked, as a reconnecting
 * EventSource does.
 */
export function openSse(url: string, headers: Record<string, string> = {}) {
  const events: SseEvent[] = [];
  const controller = new AbortController();
  let ended = false;
  let comments = 0;
  const done = (async () => {
    const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
    if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let current: SseEvent = { id: null, event: 'message', data: '' };
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        let nl = buffer.indexOf('\n');
        while (nl >= 0) {
          const line = buffer.slice(0, nl);
          buffer = buffer.slice(nl + 1);
          if (line === '') {
            if (current.data || current.event !== 'message') events.push(current);
            current = { id: null, event: 'message', data: '' };
          } else if (line.startsWith(':')) comments++;
          else {
            const [field, ...rest] = line.split(':');
            const v = rest.join(':').replace(/^ /, '');
            if (field === 'id') current.id = v;
            else if (field === 'event') current.event = v;
            else if (field === 'data') current.data = current.data ? `${current.data}\n${v}` : v;
          }
          nl = buffer.indexOf('\n');
        }
      }
    } catch (err) {
      if (!controller.signal.aborted) throw err;
    } finally {
      ended = true;
    }
  })();
  done.catch(() => {});
  return {
    events,
    get ended() {
      return ended;
    },
    get comments() {
      return comments;
    },
    of: (event: string) => events.filter((e) => e.event === event),
    /** The id of the last event that had one: what EventSource sends as Last-Event-ID on reconnect. */
    lastEventId: () => events.filter((e) => e.id !== null).at(-1)?.id ?? null,
    close() {
      controller.abort();
    },
  };
}

/** Waits up to `ms` for a condition; answers how long it took, or throws. */
export async function within(ms: number, check: () => boolean): Promise<number> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return performance.now() - started;
}
