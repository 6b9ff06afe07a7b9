import { documentCreateSchema, documentUploadErrors, type UploadDocumentKind } from '@dealer/domain';

const BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
};

/** The file's content type; some browsers give none for HEIC photos, so the extension decides then. */
export function uploadType(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return BY_EXTENSION[ext] ?? 'application/octet-stream';
}

export interface UploadRequest {
  name: string;
  size: number;
  type: string;
  typeName: UploadDocumentKind;
}

/**
 * The POST body for a file, or the domain's message when the server would refuse it (size, type,
 * a lease-only kind on a trade-in), so a bad file is not sent at all.
 */
export function uploadRequest(
  file: { name: string; size: number; type: string },
  kind: UploadDocumentKind,
  appraisalTypeId: number,
): { ok: true; body: UploadRequest } | { ok: false; message: string } {
  const parsed = documentCreateSchema().safeParse({
    name: file.name,
    size: file.size,
    type: uploadType(file),
    typeName: kind,
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'File cannot be uploaded.' };
  const refused = documentUploadErrors(parsed.data, appraisalTypeId);
  if (refused) return { ok: false, message: Object.values(refused)[0] ?? 'File cannot be uploaded.' };
  return { ok: true, body: parsed.data };
}

/** Upload progress as a whole percent (0 before the browser knows the total). */
export function progressPercent(loaded: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}
