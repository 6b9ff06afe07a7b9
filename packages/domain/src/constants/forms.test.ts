import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UPLOAD_ACCEPT,
  isFailureMessage,
  MAILING_LIST_EXTENSIONS,
  MAILING_LIST_OPTIONAL_COLUMNS,
  MAILING_LIST_REQUIRED_COLUMNS,
  UPLOAD_DOCUMENT_KINDS,
} from './documents';
import {
  APPRAISAL_TYPE_CODE_LABELS,
  APPRAISAL_TYPE_CODES,
  appraisalTypeOfCode,
  NEW_APPRAISAL_TEXTS,
  SEND_INSPECT_OPTIONS,
  sendInspectOptions,
  welcomeText,
} from './new-appraisal';
import { OFFER_BUTTON_LABELS, OFFER_DIALOG_TEXTS, OFFER_TEMPLATE, OFFER_TEMPLATE_LABELS } from './offer-dialog';
import { SHARE_FORM_TYPES, SHARE_TEXTS, SHARE_TYPES } from './share-form';

describe('share form (part 1 section 2)', () => {
  it('type codes with their labels and share types', () => {
    expect(SHARE_FORM_TYPES).toEqual([
      { code: 'tradein', label: 'Buying center form' },
      { code: 'showroom_tradein', label: 'Showroom Trade in form' },
      { code: 'lease', label: 'Lease return form' },
    ]);
    expect(SHARE_TYPES).toEqual(['url', 'email', 'sms']);
    expect(SHARE_TEXTS).toEqual({ sent: 'Sent!', formFilled: 'Form filled', copy: 'Copy' });
  });
});

describe('new appraisal (part 1 sections 2, 3)', () => {
  it('type codes "tradein, showroom_tradein, lease; displayed "Trade in", "Lease return""', () => {
    expect(APPRAISAL_TYPE_CODES).toEqual(['tradein', 'showroom_tradein', 'lease']);
    expect(APPRAISAL_TYPE_CODE_LABELS.lease).toBe('Lease return');
    expect(APPRAISAL_TYPE_CODE_LABELS.showroom_tradein).toBe('Trade in');
    expect(appraisalTypeOfCode('lease')).toBe(2);
    expect(appraisalTypeOfCode('showroom_tradein')).toBe(1);
  });
  it('sendInspect "email, phone, email_phone (service also allows none)"', () => {
    expect(SEND_INSPECT_OPTIONS.map((o) => o.label)).toEqual(['email', 'phone', 'email & phone', 'none']);
    expect(sendInspectOptions(false).map((o) => o.value)).toEqual(['email', 'phone', 'email_phone']);
    expect(sendInspectOptions(true).map((o) => o.value)).toEqual(['email', 'phone', 'email_phone', 'none']);
  });
  it('dialog texts as written', () => {
    expect(NEW_APPRAISAL_TEXTS.titleTradeIn).toBe('New Trade in');
    expect(NEW_APPRAISAL_TEXTS.titleService).toBe('New Service Appraisal');
    expect(NEW_APPRAISAL_TEXTS.hint).toBe('Enter a license plate or VIN.');
    expect(NEW_APPRAISAL_TEXTS.decodeError).toBe('Error finding vehicle for this VIN.');
    expect(welcomeText('Ann')).toBe('Welcome Ann');
  });
});

describe('offer dialog (part 1 sections 2, 3; part 2 section 4)', () => {
  it('"offerTemplate (0 exact, 1 ranged, 2 no offer)"', () => {
    expect(OFFER_TEMPLATE).toEqual({ EXACT: 0, RANGED: 1, NO_OFFER: 2 });
    expect(OFFER_TEMPLATE_LABELS).toEqual({ 0: 'Exact offer', 1: 'Ranged offer', 2: 'No offer, Bring to store' });
    expect(OFFER_DIALOG_TEXTS.continue).toBe('Continue to offer');
    expect(OFFER_BUTTON_LABELS).toMatchObject({
      makeOffer: 'MAKE OFFER',
      resend: 'RESEND',
      buy: 'BUY',
      rebuy: 'RE-BUY',
    });
  });
});

describe('documents and mailing lists (part 1 sections 2, 5; part 2 section 7)', () => {
  it('kinds and file types', () => {
    expect(UPLOAD_DOCUMENT_KINDS).toEqual(['payoff', 'groundingReceipt', 'billOfLading']);
    expect(MAILING_LIST_EXTENSIONS).toEqual(['csv', 'xlsx']);
    expect(DEFAULT_UPLOAD_ACCEPT).toEqual(['image/*', 'application/pdf']);
    expect(MAILING_LIST_REQUIRED_COLUMNS).toEqual(['vin', 'email']);
    expect(MAILING_LIST_OPTIONAL_COLUMNS).toContain('maturity_date');
  });
  it('"messages containing the word "Failed" show as errors, others as success"', () => {
    expect(isFailureMessage('Failed to send 3 emails')).toBe(true);
    expect(isFailureMessage('Sent 10 emails')).toBe(false);
  });
});
