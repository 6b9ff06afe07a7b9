import { vehicleTitle } from '@dealer/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { appraisals } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { liveSession } from '../auth/session.service';
import { findDealerBySlug } from '../dealers/dealers.repository';

/** A record's page: /{dslug}/appraisals/{id}, the id within PostgreSQL's integer. */
const RECORD_PAGE = /^\/([^/]+)\/appraisals\/(\d{1,9})\/?$/;

/**
 * The vehicle of the record page at `pathname`, for the first view the server sends with it
 * (web-pages.ts): only to a live session of a member of the path's dealer, and only for that
 * dealer's record, as GET /appraisals/{id} would answer it; otherwise null (a skeleton heading).
 * It reads the session without renewing it: the cookie's expiry stays the API's business.
 */
export async function recordPageTitle(
  ctx: Pick<AppContext, 'db' | 'now' | 'sessions'>,
  token: string | undefined,
  pathname: string,
): Promise<string | null> {
  const match = RECORD_PAGE.exec(pathname);
  if (!token || !match) return null;
  const dealer = await findDealerBySlug(ctx.db, match[1] ?? '');
  if (!dealer) return null;
  const session = await liveSession(ctx, sha256(token), dealer.id);
  if (!session || session.roles.length === 0) return null;
  const [record] = await ctx.db
    .select({ year: appraisals.year, make: appraisals.make, model: appraisals.model, trim: appraisals.trim })
    .from(appraisals)
    .where(and(eq(appraisals.dealerId, dealer.id), eq(appraisals.id, Number(match[2]))));
  return record ? vehicleTitle(record) : null;
}
