import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Text encrypted at rest (AES-256-GCM) with a key derived (HKDF) from the server's secret and a
 * purpose, so one purpose's sealed values never open with another's key. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export interface Sealer {
  seal(text: string): string;
  /** The text, or null when the value was sealed with another key or altered. */
  open(sealed: string): string | null;
}

const TAG_BYTES = 16;
/** Exactly what seal writes: four parts, a 12-byte iv and a 16-byte tag; nothing before or after. */
const SEALED_FORMAT = /^v1\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]*)$/;

/** The bytes of canonical unpadded base64url, or null: Node's decoder skips what it does not know. */
function strictBase64url(text: string | undefined): Buffer | null {
  if (text === undefined) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

export function sealer(secret: string, purpose: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'dealer-admin', purpose, 32));
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const parts = SEALED_FORMAT.exec(sealed);
      if (!parts) return null;
      const [iv, tag, body] = parts.slice(1).map(strictBase64url);
      if (!iv || !tag || !body) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
