import { createHash } from 'node:crypto';
import { isLogoMimeType, LOGO_MAX_BYTES, LOGO_MESSAGES } from '@dealer/domain';
import type { AppContext } from '../../context';
import { type FileStorage, newStorageKey, type StoredFile } from '../../integrations/storage';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { sniffFileType } from '../../lib/file-type';
import { insertAudit } from '../dealer-settings/audit.repository';
import { findDealerLogo, setDealerLogo } from './dealers.repository';

const NOT_FOUND = 'Dealer not found.';
const NO_LOGO = 'This dealer has no logo.';

interface Actor {
  dealerId: number;
  userId: number;
}

const invalid = (message: string) => new ValidationError(message, { file: message });
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/** Our own permanent address of the logo, versioned by its content so it can be cached for good. */
export const logoPath = (slug: string, hash: string) =>
  `/api/public/dealers/${encodeURIComponent(slug)}/logo?v=${hash.slice(0, 16)}`;

/**
 * POST /dealers/{id}/logo: the image's bytes, checked as documents are (declared type among the
 * logo types, bytes really of that type, size), stored through the storage port. Replaces the
 * previous logo, whose file is deleted once the new one is recorded.
 */
export async function uploadLogo(
  ctx: AppContext,
  storage: FileStorage,
  actor: Actor,
  id: number,
  contentType: string | undefined,
  body: unknown,
) {
  if (id !== actor.dealerId) throw new NotFoundError(NOT_FOUND);
  const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  const declared = mediaType(contentType);
  if (!isLogoMimeType(declared)) throw invalid(LOGO_MESSAGES.type);
  if (bytes.length === 0) throw invalid(LOGO_MESSAGES.empty);
  if (bytes.length > LOGO_MAX_BYTES) throw invalid(LOGO_MESSAGES.size);
  if (sniffFileType(bytes)?.type !== declared) throw invalid(LOGO_MESSAGES.type);

  const key = newStorageKey();
  const hash = createHash('sha256').update(bytes).digest('hex');
  await storage.put(key, bytes);
  const { row, previousKey } = await replaceLogo(ctx, actor, id, (slug) => ({
    logoUrl: `${ctx.config.publicUrl}${logoPath(slug, hash)}`,
    logoKey: key,
    logoType: declared,
    logoHash: hash,
  }));
  if (previousKey) await storage.delete(previousKey);
  return row;
}

/** DELETE /dealers/{id}/logo: customers see the dealer's name alone again. */
export async function removeLogo(ctx: AppContext, storage: FileStorage, actor: Actor, id: number) {
  if (id !== actor.dealerId) throw new NotFoundError(NOT_FOUND);
  const { row, previousKey } = await replaceLogo(ctx, actor, id, () => ({
    logoUrl: null,
    logoKey: null,
    logoType: null,
    logoHash: null,
  }));
  if (previousKey) await storage.delete(previousKey);
  return row;
}

async function replaceLogo(
  ctx: AppContext,
  actor: Actor,
  id: number,
  next: (slug: string) => Parameters<typeof setDealerLogo>[2],
) {
  return ctx.db.transaction(async (tx) => {
    const before = await findDealerLogo(tx, { id }, true);
    if (!before) throw new NotFoundError(NOT_FOUND);
    const logo = next(before.slug);
    const row = await setDealerLogo(tx, id, logo, ctx.now());
    await insertAudit(tx, {
      ...actor,
      entity: 'dealer',
      entityId: id,
      action: 'update',
      before: { logoUrl: before.logoUrl },
      after: { logoUrl: logo.logoUrl },
    });
    return { row: { ...row, updatedAt: row.updatedAt.toISOString() }, previousKey: before.logoKey };
  });
}

/** The logo customers' pages show (GET /public/dealers/{slug}/logo): 404 when there is none. */
export async function publicLogo(
  ctx: AppContext,
  storage: FileStorage,
  slug: string,
): Promise<{ file: StoredFile; type: string; hash: string }> {
  const logo = await findDealerLogo(ctx.db, { slug });
  if (!logo) throw new NotFoundError(NOT_FOUND);
  if (!logo.logoKey || !logo.logoType || !logo.logoHash) throw new NotFoundError(NO_LOGO);
  const file = await storage.get(logo.logoKey);
  if (!file) throw new NotFoundError(NO_LOGO);
  return { file, type: logo.logoType, hash: logo.logoHash };
}
