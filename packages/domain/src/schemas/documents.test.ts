import { describe, expect, it } from 'vitest';
import { documentCreateSchema, documentUploadErrors, isMailingListFile, mailingListUploadSchema } from './documents';
import { toFieldErrors } from './field-errors';

describe('documents (part 2 section 7: "POST body name, size, type, typeName"; "kind is payoff, groundingReceipt or billOfLading")', () => {
  it('accepts an upload', () => {
    expect(
      documentCreateSchema().parse({ name: 'payoff.pdf', size: 2048, type: 'application/pdf', typeName: 'payoff' }),
    ).toEqual({
      name: 'payoff.pdf',
      size: 2048,
      type: 'application/pdf',
      typeName: 'payoff',
    });
  });
  it('checks every field; size limits come from the caller', () => {
    const r = documentCreateSchema(1024 * 1024).safeParse({ name: '', size: 0, typeName: 'photos' });
    expect(r.success ? {} : toFieldErrors(r.error)).toEqual({
      name: 'File name is required.',
      size: 'File size must be a positive whole number of bytes.',
      type: 'File type is required.',
      typeName: 'Document kind must be one of: payoff, groundingReceipt, billOfLading',
    });
    const big = documentCreateSchema(1024 * 1024).safeParse({
      name: 'a',
      size: 2 * 1024 * 1024,
      type: 'image/png',
      typeName: 'billOfLading',
    });
    expect(big.success ? null : big.error.issues[0]?.message).toBe('File is larger than 1 MB.');
  });
});

describe('mailing lists (part 1 section 5: "Upload file types for bulk/mailing list: csv and xlsx")', () => {
  it('csv and xlsx only', () => {
    expect(isMailingListFile('list.CSV')).toBe(true);
    expect(isMailingListFile('list.xlsx')).toBe(true);
    expect(isMailingListFile('list.xls')).toBe(false);
    expect(isMailingListFile('csv')).toBe(false);
    expect(mailingListUploadSchema.parse({ name: 'a.csv', size: 10 })).toEqual({ name: 'a.csv', size: 10 });
    const r = mailingListUploadSchema.safeParse({ name: 'a.pdf', size: 10 });
    expect(r.success ? null : r.error.issues[0]?.message).toBe('Upload a .csv or .xlsx file.');
  });
});

describe('what an appraisal takes (images and PDF; "Lease returns also take groundingReceipt and billOfLading")', () => {
  it('images and PDF only, whatever the case', () => {
    expect(documentUploadErrors({ type: 'application/pdf', typeName: 'payoff' }, 1)).toBeNull();
    expect(documentUploadErrors({ type: 'IMAGE/HEIC', typeName: 'payoff' }, 1)).toBeNull();
    expect(documentUploadErrors({ type: 'text/html', typeName: 'payoff' }, 1)).toEqual({
      type: 'Only images (JPEG, PNG, WebP, HEIC) and PDF files can be uploaded.',
    });
  });
  it('grounding receipts and bills of lading on lease returns only', () => {
    expect(documentUploadErrors({ type: 'image/png', typeName: 'billOfLading' }, 2)).toBeNull();
    expect(documentUploadErrors({ type: 'image/png', typeName: 'groundingReceipt' }, 1)).toEqual({
      typeName: 'Grounding receipts and bills of lading are for lease returns only.',
    });
  });
});
