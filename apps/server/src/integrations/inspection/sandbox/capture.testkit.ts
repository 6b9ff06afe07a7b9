import type { FastifyInstance } from 'fastify';

/** A real 1×1 PNG: the sandbox keeps only bytes that are an image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const GOOD_ANSWERS = {
  odometer: '48,210',
  warningLights: 'no',
  bodyDamage: 'minor',
  tyres: 'worn',
  smokedIn: 'no',
} as const;

/**
 * Submits the capture form as a browser would (multipart/form-data) through app.inject.
 * `photos` maps form field names (photo_front, ...) to bytes.
 */
export async function submitCapture(
  app: FastifyInstance,
  capturePath: string,
  fields: Record<string, string>,
  photos: Record<string, Buffer> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, bytes] of Object.entries(photos)) {
    form.append(name, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${name}.png`);
  }
  const request = new Request('http://capture.test/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: capturePath,
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

export const ALL_PHOTOS = Object.fromEntries(
  ['front', 'rear', 'driver_side', 'passenger_side', 'interior', 'odometer'].map((f) => [`photo_${f}`, TINY_PNG]),
);
