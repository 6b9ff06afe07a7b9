import { NEW_APPRAISAL_TEXTS, OWNER_QUESTION } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { formLayout, kindOfShareType, NOT_CONTACTED_NOTES, START_KINDS, startTitle } from './start-kind';

describe('startTitle', () => {
  it('names the dialog after the kind, showroom variants included', () => {
    expect(startTitle(START_KINDS.tradein)).toBe(NEW_APPRAISAL_TEXTS.titleTradeIn);
    expect(startTitle(START_KINDS.showroomTradein)).toBe('New Trade in');
    expect(startTitle(START_KINDS.lease)).toBe('New Lease return');
    expect(startTitle(START_KINDS.showroomLease)).toBe('New Lease return');
    expect(startTitle(START_KINDS.service)).toBe('New Service Appraisal');
  });
});

describe('formLayout', () => {
  it('asks who owns a trade-in and shows the bank block only above Paid off', () => {
    expect(formLayout(START_KINDS.tradein, 'staff', '').ownerQuestion).toBe(OWNER_QUESTION);
    expect(formLayout(START_KINDS.tradein, 'staff', '').bank).toBe(false);
    expect(formLayout(START_KINDS.tradein, 'staff', '1').bank).toBe(false);
    expect(formLayout(START_KINDS.tradein, 'staff', '2').bank).toBe(true);
    expect(formLayout(START_KINDS.tradein, 'staff', 3).bank).toBe(true);
    expect(formLayout(START_KINDS.tradein, 'staff', '2').address).toBe(false);
  });

  it('gives a lease return no owner question, but the bank and address blocks', () => {
    const lease = formLayout(START_KINDS.lease, 'staff', '1');
    expect(lease).toMatchObject({ ownerQuestion: null, bank: true, address: true });
    expect(formLayout(START_KINDS.showroomLease, 'customer', null)).toMatchObject({ bank: true, address: true });
  });

  it('offers "none" only for service, and no sendInspect in prefill mode', () => {
    const values = (k: Parameters<typeof formLayout>[0], m: Parameters<typeof formLayout>[1]) =>
      formLayout(k, m, null).sendInspect?.map((o) => o.value) ?? null;
    expect(values(START_KINDS.tradein, 'staff')).toEqual(['email', 'phone', 'email_phone']);
    expect(values(START_KINDS.service, 'anonymous')).toEqual(['email', 'phone', 'email_phone', 'none']);
    expect(values(kindOfShareType('lease'), 'prefill')).toBeNull();
    expect(formLayout(kindOfShareType('lease'), 'prefill', null).minimal).toBe(true);
    expect(formLayout(START_KINDS.tradein, 'staff', null).minimal).toBe(false);
  });

  it('notes for staff that service and showroom trade-ins do not contact the customer', () => {
    expect(formLayout(START_KINDS.service, 'staff', null).note).toBe(NOT_CONTACTED_NOTES.service);
    expect(formLayout(START_KINDS.showroomTradein, 'staff', null).note).toBe(NOT_CONTACTED_NOTES.showroom);
    expect(formLayout(START_KINDS.tradein, 'staff', null).note).toBeNull();
    expect(formLayout(START_KINDS.showroomLease, 'staff', null).note).toBeNull();
    expect(formLayout(START_KINDS.service, 'anonymous', null).note).toBeNull();
  });
});
