import type { Readable } from 'node:stream';

/** The first `count` bytes of a stream (fewer when it is shorter); the rest is not read. */
export async function readHead(body: Readable, count: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of body) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      chunks.push(buf);
      length += buf.length;
      if (length >= count) break;
    }
  } finally {
    body.destroy();
  }
  return Buffer.concat(chunks).subarray(0, count);
}
