import {
  allowWriteAppraisal,
  DOCUMENT_MESSAGES,
  type DocumentCreate,
  type DocumentKind,
  documentUploadErrors,
  LEASE_ONLY_DOCUMENT_KINDS,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import {
  type FileStorage,
  newStorageKey,
  signedConfirmUrl,
  signedDownloadPath,
  signedUploadUrl,
} from '../../integrations/storage';
import { readHead } from '../../integrations/storage/read-head';
import { readUploadToken, type UploadGrant } from '../../integrations/storage/signed-url';
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
export async function createDocument(
  ctx: AppContext,
  storage: FileStorage,
  actor: Actor,
  appraisalId: number,
  input: DocumentCreate,
) {
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
  const grant = { doc: row.id, dealer: actor.dealer.id, user: actor.userId };
  const created = { id: row.id, name: row.name, size: row.size, type: row.mimeType, typeName: input.typeName };
  if (!storage.direct) return { ...created, uploadUrl: signedUploadUrl(ctx, grant) };
  // Straight to the bucket; then the client tells us at confirmUrl, and we check the bytes there.
  const ttlSeconds = Math.ceil(ctx.config.uploads.urlTtlMs / 1000);
  const uploadUrl = await storage.direct.uploadUrl(row.storageKey, { type: row.mimeType, size: row.size }, ttlSeconds);
  return { ...created, uploadUrl, confirmUrl: signedConfirmUrl(ctx, grant) };
}

/** `content-type: application/pdf; charset=binary` declares application/pdf. */
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/** The document an upload grant names, while it may still receive its bytes. */
async function pendingDocument(ctx: AppContext, grant: UploadGrant) {
  const doc = await findDocument(ctx.db, grant.doc);
  const appraisal = doc && (await findAppraisal(ctx.db, grant.dealer, doc.appraisalId));
  if (!doc || !appraisal) throw new NotFoundError('Document not found.');
  if (doc.uploadedAt) throw new ConflictError('This file has already been uploaded.');
  if (appraisal.deletedAt) throw new RuleError(ARCHIVED, 'CLOSED');
  return doc;
}

/** The bytes were sent as the type they were declared with (what a signed bucket URL also enforces). */
function checkDeclaredType(doc: DocumentRow, contentType: string | undefined) {
  if (mediaType(contentType) !== doc.mimeType) {
    throw new ValidationError(`Send the file as ${doc.mimeType}, the type it was declared with.`, {
      type: `Expected ${doc.mimeType}.`,
    });
  }
}

/** The count and first bytes must be the declared ones: the bytes, not the declared type, say what a file is. */
function checkBytes(doc: DocumentRow, size: number, head: Uint8Array) {
  if (size !== doc.size) {
    throw new ValidationError(`The file is ${size} bytes; ${doc.size} were declared.`, {
      size: `Expected ${doc.size} bytes.`,
    });
  }
  const sniffed = sniffFileType(head);
  if (sniffed?.type !== doc.mimeType) {
    const message = sniffed
      ? `The file's contents are ${sniffed.type}, not ${doc.mimeType}.`
      : DOCUMENT_MESSAGES.fileType;
    throw new ValidationError(message, { type: message });
  }
}

/** Lists the document once its checked bytes are stored (with the lease reference and the activity row). */
async function recordUploaded(ctx: AppContext, grant: UploadGrant, doc: DocumentRow) {
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
  const doc = await pendingDocument(ctx, grant);
  checkDeclaredType(doc, contentType);
  const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  checkBytes(doc, bytes.length, bytes);
  // Bytes first: a failed transaction leaves an unlisted file that a retry overwrites under the same key.
  await storage.put(doc.storageKey, bytes);
  return recordUploaded(ctx, grant, doc);
}

const NOT_ARRIVED = 'The file has not arrived. Upload it again.';

/**
 * A direct upload (to the bucket) is done: the same checks as an upload through us, on the bytes
 * the bucket holds. Bytes that fail them are deleted, so the key never serves them.
 */
export async function confirmUpload(ctx: AppContext, storage: FileStorage, token: string) {
  const grant = readUploadToken(ctx, token);
  const doc = await pendingDocument(ctx, grant);
  const file = await storage.get(doc.storageKey);
  if (!file) throw new ValidationError(NOT_ARRIVED, { file: NOT_ARRIVED });
  const head = await readHead(file.body, 16);
  try {
    if (file.type !== undefined) checkDeclaredType(doc, file.type);
    checkBytes(doc, file.size, head);
  } catch (err) {
    await storage.delete(doc.storageKey);
    throw err;
  }
  return recordUploaded(ctx, grant, doc);
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
