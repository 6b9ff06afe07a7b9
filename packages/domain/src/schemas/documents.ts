import { z } from 'zod';
import {
  LEASE_ONLY_DOCUMENT_KINDS,
  MAILING_LIST_EXTENSIONS,
  UPLOAD_DOCUMENT_KINDS,
  UPLOAD_MIME_TYPES,
} from '../constants/documents';
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
