import { z } from 'zod';
import {
  DOCUMENT_KINDS,
  type DocumentKind,
  LEASE_ONLY_DOCUMENT_KINDS,
  MAILING_LIST_EXTENSIONS,
  UPLOAD_DOCUMENT_KINDS,
  UPLOAD_MIME_TYPES,
} from '../constants/documents';
import { idAnswer, timestampAnswer } from './answer-fields';
import { requiredNumber, requiredText } from './fields';

export const DOCUMENT_MESSAGES = {
  name: 'File name is required.',
  size: 'File size must be a positive whole number of bytes.',
  type: 'File type is required.',
  kind: `Document kind must be one of: ${UPLOAD_DOCUMENT_KINDS.join(', ')}`,
  mailingList: 'Upload a .csv or .xlsx file.',
  fileType: 'Only images (JPEG, PNG, WebP, HEIC) and PDF files can be uploaded.',
  leaseOnly: 'Grounding receipts and bills of lading are for lease returns only.',
} as const;

/**
 * POST /appraisals/{id}/documents (part 2 section 7: "POST body name, size, type, typeName; answer
 * carries uploadUrl ...; kind is payoff, groundingReceipt or billOfLading"). Size limits "come from
 * the caller": the server passes its own.
 */
export function documentCreateSchema(maxBytes = 25 * 1024 * 1024) {
  return z.object({
    name: requiredText(DOCUMENT_MESSAGES.name).pipe(z.string().max(255, DOCUMENT_MESSAGES.name)),
    size: requiredNumber(DOCUMENT_MESSAGES.size, { int: true, min: 1 }).pipe(
      z.number().max(maxBytes, `File is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB.`),
    ),
    type: requiredText(DOCUMENT_MESSAGES.type).pipe(z.string().max(200, DOCUMENT_MESSAGES.type)),
    typeName: z.enum(UPLOAD_DOCUMENT_KINDS, { error: DOCUMENT_MESSAGES.kind }),
  });
}
export type DocumentCreate = z.output<ReturnType<typeof documentCreateSchema>>;

/**
 * What the shape alone cannot say about an upload to one appraisal: images and PDF only, and the
 * lease kinds only on a lease return (appraisal type 2). Field messages, or null when it may go.
 */
export function documentUploadErrors(
  input: Pick<DocumentCreate, 'type' | 'typeName'>,
  appraisalTypeId: number,
): Record<string, string> | null {
  const fields: Record<string, string> = {};
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(input.type.toLowerCase())) {
    fields.type = DOCUMENT_MESSAGES.fileType;
  }
  if ((LEASE_ONLY_DOCUMENT_KINDS as readonly string[]).includes(input.typeName) && appraisalTypeId !== 2) {
    fields.typeName = DOCUMENT_MESSAGES.leaseOnly;
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

/** Part 1 section 5: "Upload file types for bulk/mailing list: csv and xlsx." */
export function isMailingListFile(name: string): boolean {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  return name.includes('.') && (MAILING_LIST_EXTENSIONS as readonly string[]).includes(ext);
}

/** A mailing-list (campaign) document upload: the file name must end in .csv or .xlsx. */
export const mailingListUploadSchema = z.object({
  name: z
    .string({ error: DOCUMENT_MESSAGES.mailingList })
    .trim()
    .refine(isMailingListFile, DOCUMENT_MESSAGES.mailingList),
  size: requiredNumber(DOCUMENT_MESSAGES.size, { int: true, min: 1 }),
});
export type MailingListUpload = z.output<typeof mailingListUploadSchema>;

/**
 * An uploaded document as the Documents tab shows it (part 1 section 3 "Document"). `type` and
 * `mimeType` are the same media type, `typeName` and `documentTypeName` the same kind (both names
 * are in use); `link` is a signed download URL that expires.
 */
export const documentAnswer = z.object({
  id: idAnswer,
  name: z.string(),
  size: z.number().int().describe('bytes'),
  mimeType: z.string(),
  type: z.string(),
  typeName: z.string(),
  documentTypeName: z.string(),
  link: z.string().describe('signed, expiring download path'),
  createdAt: timestampAnswer,
});
export type AppraisalDocument = z.infer<typeof documentAnswer>;

/** GET /appraisals/{id}/documents: the uploaded files by kind, oldest first. */
export const documentsAnswer = z.object(
  Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, z.array(documentAnswer)])) as Record<
    DocumentKind,
    z.ZodArray<typeof documentAnswer>
  >,
);
export type AppraisalDocuments = z.infer<typeof documentsAnswer>;

/**
 * POST /appraisals/{id}/documents: the document recorded, and where its bytes go. It is listed once
 * they arrive (PUT to uploadUrl; for a bucket's own presigned URL, then POST to confirmUrl).
 */
export const createdDocumentAnswer = z.object({
  id: idAnswer,
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  typeName: z.enum(UPLOAD_DOCUMENT_KINDS),
  uploadUrl: z.string().describe('PUT the bytes here, with the declared content type'),
  confirmUrl: z
    .string()
    .optional()
    .describe("set when uploadUrl is the bucket's own: POST here once the bytes are there, for the server's checks"),
});
export type CreatedDocument = z.infer<typeof createdDocumentAnswer>;
