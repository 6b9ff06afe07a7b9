import type { ValuationProvider } from '@dealer/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { ValuationProviderError } from './port';

const TIMEOUT_MS = 10_000;

/**
 * GET a provider's JSON answer and check its shape. Network failures and timeouts, non-2xx answers
 * and bodies of another shape all become a ValuationProviderError; a 404 is the provider's "no
 * vehicle found" for the VIN.
 */
export async function getJson<T>(
  fetch: AppContext['fetch'],
  provider: ValuationProvider,
  url: string,
  headers: Record<string, string>,
  schema: z.ZodType<T>,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'GET',
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new ValuationProviderError(provider, 'unreachable', err instanceof Error ? err.message : 'no answer');
  }
  if (res.status === 404) throw new ValuationProviderError(provider, 'not_found', 'no vehicle for this VIN');
  if (!res.ok) throw new ValuationProviderError(provider, 'refused', `answered ${res.status}`);
  const body = schema.safeParse(await res.json().catch(() => undefined));
  if (!body.success)
    throw new ValuationProviderError(provider, 'malformed', body.error.issues[0]?.message ?? 'bad body');
  return body.data;
}

/** A query string without the empty parameters. */
export function query(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const baseUrl = (url: string) => url.replace(/\/$/, '');

/** "2019 Honda Accord EX-L" from the parts a provider names. */
export function vehicleName(...parts: (string | number | null | undefined)[]): string | null {
  const text = parts
    .filter((p) => p !== null && p !== undefined && String(p).trim() !== '')
    .join(' ')
    .trim();
  return text || null;
}
