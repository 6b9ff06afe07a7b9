import {
  allowWriteAppraisal,
  DOCUMENT_MESSAGES,
  type DocumentCreate,
  type DocumentKind,
  documentUploadErrors,
  LEASE_ONLY_DOCUMENT_KINDS,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import { type FileStorage, newStorageKey, signedDownloadPath, signedUploadUrl } from '../../integrations/storage';
import { readUploadToken } from '../../integrations/storage/signed-url';
import { ConflictError, ForbiddenError, NotFoundError, RuleError, ValidationError } from '../../lib/errors';
import { sniffFileType } from '../../lib/file-type';
import { type Actor, addActivity, type DealerScope, findAppraisal, updateAppraisal } from '../appraisals';
import { sessionPayload } from '../users/users.service';
import { type DocumentRow, findDocument, insertDocument, listUploaded, markUploaded } from './documents.repository';

const ARCHIVED = 'This record is archived.';
const KIND_LABELS: Record<DocumentKind, string> = {
  payoff: 'Payoff',
  photos: 'Photos',
  groundingReceipt: 'Grounding receipt',
  billOfLading: 'Bill of lading',
};

/** A document as the Documents tab shows it; `link` is a signed download URL that expires. */
export interface DocView {
  id: number;
  name: string;
  size: number;
  mimeType: string;
  type: string;
  typeName: string;
  documentTypeName: string;
  link: string;
  createdAt: string;
}

export type DocumentGroups = Record<DocumentKind, DocView[]>;

function toView(ctx: AppContext, row: DocumentRow): DocView {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    mimeType: row.mimeType,
    type: row.mimeType,
    typeName: row.kind,
    documentTypeName: row.kind,
    link: signedDownloadPath(ctx, { key: row.storageKey, type: row.mimeType, name: row.name }),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The API path a lease document is referenced by from the appraisal (grounding_receipt, bill_of_lading). */
export const documentFilePath = (appraisalId: number, docId: number) =>
  `/api/appraisals/${appraisalId}/documents/${docId}/file`;

async function scopedAppraisal(ctx: AppContext, dealer: DealerScope, id: number) {
  const row = await findAppraisal(ctx.db, dealer.id, id);
  if (!row) throw new NotFoundError('Appraisal not found.');
  return row;
}

export async function listDocuments(ctx: AppContext, dealer: DealerScope, appraisalId: number) {
  await scopedAppraisal(ctx, dealer, appraisalId);
  const groups: DocumentGroups = { payoff: [], photos: [], groundingReceipt: [], billOfLading: [] };
  for (const row of await listUploaded(ctx.db, appraisalId)) {
    groups[row.kind as DocumentKind]?.push(toView(ctx, row));
  }
  return groups;
}

/** Records the document and hands out the URL its bytes are PUT to; it is listed once they arrive. */
export async function createDocument(ctx: AppContext, actor: Actor, appraisalId: number, input: DocumentCreate) {
  const appraisal = await scopedAppraisal(ctx, actor.dealer, appraisalId);
  if (!allowWriteAppraisal(actor.dealer.roles)) throw new ForbiddenError();
  if (appraisal.deletedAt) throw new RuleError(ARCHIVED, 'CLOSED');
  const fields = documentUploadErrors(input, appraisal.appraisalTypeId);
  if (fields) throw new ValidationError(Object.values(fields)[0]!, fields);
  const row = await insertDocument(ctx.db, {
    appraisalId,
    kind: input.typeName,
    name: input.name,
    mimeType: input.type.toLowerCase(),
    size: input.size,
    storageKey: newStorageKey(),
    createdBy: actor.userId,
  });
  const uploadUrl = signedUploadUrl(ctx, { doc: row.id, dealer: actor.dealer.id, user: actor.userId });
  return { id: row.id, name: row.name, size: row.size, type: row.mimeType, typeName: row.kind, uploadUrl };
}

/** `content-type: application/pdf; charset=binary` declares application/pdf. */
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * The bytes of a document arrive at its signed upload URL: the token is the permission (403 when
 * forged or expired); the type and size must be the ones declared, and the bytes must really be
 * of that type (400).
 */
export async function receiveUpload(
  ctx: AppContext,
  storage: FileStorage,
  token: string,
  contentType: string | undefined,
  body: unknown,
) {
  const grant = readUploadToken(ctx, token);
  const doc = await findDocument(ctx.db, grant.doc);
  const appraisal = doc && (await findAppraisal(ctx.db, grant.dealer, doc.appraisalId));
  if (!doc || !appraisal) throw new NotFoundError('Document not found.');
  if (doc.uploadedAt) throw new ConflictError('This file has already been uploaded.');
  if (appraisal.deletedAt) throw new RuleError(ARCHIVED, 'CLOSED');
  if (mediaType(contentType) !== doc.mimeType) {
    throw new ValidationError(`Send the file as ${doc.mimeType}, the type it was declared with.`, {
      type: `Expected ${doc.mimeType}.`,
    });
  }
  const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  if (bytes.length !== doc.size) {
    throw new ValidationError(`The file is ${bytes.length} bytes; ${doc.size} were declared.`, {
      size: `Expected ${doc.size} bytes.`,
    });
  }
  // The bytes, not the declared type, say what the file is: it is later served as doc.mimeType.
  const sniffed = sniffFileType(bytes);
  if (sniffed?.type !== doc.mimeType) {
    const message = sniffed
      ? `The file's contents are ${sniffed.type}, not ${doc.mimeType}.`
      : DOCUMENT_MESSAGES.fileType;
    throw new ValidationError(message, { type: message });
  }
  // Bytes first: a failed transaction leaves an unlisted file that a retry overwrites under the same key.
  await storage.put(doc.storageKey, bytes);
  const uploaded = await ctx.db.transaction(async (tx) => {
    const row = await markUploaded(tx, doc.id, ctx.now());
    if (!row) throw new ConflictError('This file has already been uploaded.');
    if ((LEASE_ONLY_DOCUMENT_KINDS as readonly string[]).includes(row.kind)) {
      const ref = { url: documentFilePath(row.appraisalId, row.id), name: row.name };
      await updateAppraisal(
        tx,
        row.appraisalId,
        row.kind === 'billOfLading' ? { billOfLading: ref } : { groundingReceipt: ref },
      );
    }
    const label = KIND_LABELS[row.kind as DocumentKind] ?? row.kind;
    await addActivity(tx, row.appraisalId, grant.user, 'Document uploaded', `${label}: ${row.name}`);
    return row;
  });
  return toView(ctx, uploaded);
}

/**
 * The stable path of a document (what the appraisal's grounding_receipt and bill_of_lading point
 * at): a link opened in a tab carries the session but no x-dealer-id, so the appraisal is looked
 * for among the user's own dealers. Answers a fresh signed link.
 */
export async function documentLink(ctx: AppContext, userId: number, appraisalId: number, docId: number) {
  const dealers = (await sessionPayload(ctx.db, userId))?.dealers ?? [];
  for (const dealer of dealers) {
    if (!(await findAppraisal(ctx.db, dealer.id, appraisalId))) continue;
    const doc = await findDocument(ctx.db, docId, appraisalId);
    if (doc?.uploadedAt) return toView(ctx, doc).link;
    break;
  }
  throw new NotFoundError('Document not found.');
}
