import { describe, expect, it } from 'vitest';
import { splitEmptyState } from './list-page-config';
import {
  contactLines,
  contactLinks,
  customerName,
  gradeText,
  mileageText,
  moneyInputValue,
  rowDetails,
  stageLabel,
} from './row-view';

describe('row view', () => {
  it('names the vehicle and the customer', () => {
    expect(customerName({ firstName: 'Emma', lastName: 'Martinez' })).toBe('Emma Martinez');
    expect(customerName({ firstName: null, lastName: null, vendorName: 'Acme Fleet' })).toBe('Acme Fleet');
  });

  it('formats contact, grade and mileage', () => {
    expect(contactLines({ phoneNumber: '5125550385', email: 'e@x.test' })).toEqual(['(512) 555-0385', 'e@x.test']);
    expect(contactLines({ phoneNumber: '123', email: null })).toEqual([]);
    expect(gradeText(3.5)).toBe('3.5');
    expect(gradeText(4)).toBe('4.0');
    expect(gradeText(null)).toBe('');
    expect(mileageText({ mileage: 284118, inspectedMileage: 284258 })).toBe('284,258 mi');
    expect(mileageText({ mileage: 1000, inspectedMileage: null })).toBe('1,000 mi');
    expect(moneyInputValue(1505.3)).toBe('1,505.30');
    expect(moneyInputValue(null)).toBe('');
  });

  it('lists transfer, archived, offer, maturity and bank', () => {
    const texts = rowDetails({
      appraisalTypeId: 2,
      trfDealerName: 'Harbor Auto',
      trfAt: null,
      deletedAt: '2024-03-05T12:00:00Z',
      offerSent: true,
      offerSentAt: null,
      maturityDate: '2024-03-05',
      financeBank: 'Chase Auto',
    }).map((d) => d.text);
    expect(texts[0]).toBe('Transferred to Harbor Auto');
    expect(texts[1]).toMatch(/^Archived \d\d\/\d\d\/2024$/);
    expect(texts.slice(2)).toEqual(['Offer sent', 'Maturity 03/05/2024', 'Bank: Chase Auto']);
    // The inspection's progress once asked for, the status past the open stages, the turn-in date.
    expect(
      rowDetails({
        appraisalStatusId: 230,
        paveInspectSessionKey: 'k1',
        paveInspectStatus: 'IN_PROCESS',
        turninDate: '2026-05-02',
      }).map((d) => d.text),
    ).toEqual(['Inspection: In process', 'Status: Returned', 'Turned in 05/02/2026']);
    expect(rowDetails({ paveInspectSessionKey: 'k2', paveInspectStatus: null }).map((d) => d.text)).toEqual([
      'Inspection: Idle',
    ]);
    // Done (the grade shows it) and the open statuses add no line.
    expect(rowDetails({ paveInspectSessionKey: 'k3', paveInspectStatus: 'complete', appraisalStatusId: 1 })).toEqual(
      [],
    );
    expect(rowDetails({ appraisalStatusId: 3 })).toEqual([]);
    expect(rowDetails({ trfDealerName: 'Metro Motors', deletedAt: null })[0]?.text).toBe(
      'Transferred from Metro Motors',
    );
    expect(rowDetails({ appraisalTypeId: 1, maturityDate: '2024-03-05' })).toEqual([]);
  });

  it('splits the empty states into heading and line', () => {
    expect(splitEmptyState('Time for a break / Nothing to do here right now')).toEqual({
      heading: 'Time for a break',
      line: 'Nothing to do here right now',
    });
  });

  it('links the phone and the e-mail', () => {
    expect(contactLinks({ phoneNumber: '5125550385', email: ' e@x.test ' })).toEqual([
      { kind: 'phone', text: '(512) 555-0385', href: 'tel:5125550385' },
      { kind: 'email', text: 'e@x.test', href: 'mailto:e@x.test' },
    ]);
    expect(contactLinks({ phoneNumber: null, email: '' })).toEqual([]);
  });

  it('says Rejected for a rejected record instead of the stage it stopped at', () => {
    expect(stageLabel({ stage: 'assess', appraisalStatusId: 3, appraisalTypeId: 1 })).toBe('Rejected');
    expect(stageLabel({ stage: 'assess', appraisalStatusId: null, appraisalTypeId: 1 })).toBe(
      'Recon assessment pending',
    );
    expect(stageLabel({ stage: 'payoff', appraisalStatusId: null, appraisalTypeId: 2 })).toBe(
      'Finalize payoff & Make purchase decision',
    );
  });
});
