import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One item of an envelope: its header (`type`: event, transaction ...) and its payload. */
export interface EnvelopeItem {
  type: string;
  payload: Record<string, unknown>;
  /** The payload exactly as it arrived, to look for text that must not be there. */
  raw: string;
}

export interface SentryEndpoint {
  /** A DSN pointing the SDK at this server (project 1). */
  dsn: string;
  items: EnvelopeItem[];
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  return (req.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
}

/**
 * A local server speaking the receiving side of Sentry's envelope protocol
 * (POST /api/{project}/envelope/: a header line, then item header and payload lines).
 */
export async function startSentryEndpoint(): Promise<SentryEndpoint> {
  const items: EnvelopeItem[] = [];
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !/^\/api\/\d+\/envelope\/?/.test(req.url ?? '')) {
      res.writeHead(404).end();
      return;
    }
    const lines = (await bodyOf(req)).split('\n');
    for (let i = 1; i + 1 < lines.length; i += 2) {
      const header = JSON.parse(lines[i]!) as { type: string };
      items.push({ type: header.type, payload: JSON.parse(lines[i + 1]!), raw: lines[i + 1]! });
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    items,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
