import { newAppraisalMinimalSchema, newAppraisalSchema, startAppraisalSchema } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NEWAPPR } from '../../../lib/storage';
import {
  type AppraisalFormValues,
  emptyFormValues,
  formValuesOfPrefill,
  rememberedAfterSubmit,
  startPayload,
  visibleValues,
} from './form-values';
import { formLayout, START_KINDS } from './start-kind';

const tradeLayout = formLayout(START_KINDS.tradein, 'staff', null);

function filled(over: Partial<AppraisalFormValues> = {}): AppraisalFormValues {
  return {
    ...emptyFormValues(DEFAULT_NEWAPPR, tradeLayout),
    vin: 'i1hgcm82633a004352m',
    trim: 'EX-V6',
    vehicle: { year: 2003, make: 'Honda', model: 'Accord', trim: 'EX-V6', subSeries: null },
    mileage: '84,500',
    firstName: 'Dana',
    phone: '(555) 123-4567',
    ...over,
  };
}

describe('emptyFormValues', () => {
  it('starts from the remembered plate state and sendInspect when offered', () => {
    const v = emptyFormValues({ plateState: 'CA', sendInspect: 'phone' }, tradeLayout);
    expect(v.plateState).toBe('CA');
    expect(v.sendInspect).toBe('phone');
  });

  it('falls back to the first choice when the remembered one is not offered here', () => {
    expect(emptyFormValues({ plateState: null, sendInspect: 'none' }, tradeLayout).sendInspect).toBe('email');
    const service = formLayout(START_KINDS.service, 'staff', null);
    expect(emptyFormValues({ plateState: null, sendInspect: 'none' }, service).sendInspect).toBe('none');
    const prefill = formLayout(START_KINDS.tradein, 'prefill', null);
    expect(emptyFormValues(DEFAULT_NEWAPPR, prefill).sendInspect).toBe('');
  });
});

describe('visibleValues + the domain schema', () => {
  it('blanks hidden blocks, so a stale bad date behind Paid off does not block the start', () => {
    const values = filled({ ownerStatusId: '1', maturityDate: '13/45', address1: '1 Main St', zip: '90210' });
    const out = visibleValues(values, formLayout(START_KINDS.tradein, 'staff', '1'));
    expect(out).toMatchObject({ maturityDate: '', address1: '', zip: '', ownerStatusId: '1', sendInspect: 'email' });
    const parsed = newAppraisalSchema.parse(out);
    expect(parsed).toMatchObject({ vin: '1HGCM82633A004352', mileage: 84500, ownerStatusId: 1, maturityDate: null });
  });

  it('keeps the bank block and address of a lease, drops its owner status', () => {
    const values = filled({
      ownerStatusId: '2',
      financeBank: 'Ally',
      financeBankNum: '1234',
      maturityDate: '03/05/2026',
      address1: '1 Main St',
      state: 'CA',
      zip: '90210',
    });
    const parsed = newAppraisalSchema.parse(visibleValues(values, formLayout(START_KINDS.lease, 'staff', '2')));
    expect(parsed).toMatchObject({
      ownerStatusId: null,
      financeBank: 'Ally',
      financeBankNum: '1234',
      maturityDate: '2026-03-05',
      address1: '1 Main St',
      state: 'CA',
      zip: '90210',
    });
  });

  it('reports the spec messages for an empty full form, none for an empty prefill', () => {
    const empty = emptyFormValues(DEFAULT_NEWAPPR, tradeLayout);
    const result = newAppraisalSchema.safeParse(visibleValues(empty, tradeLayout));
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      vin: 'Please enter a VIN, or use License Plate + State to find one.',
      trim: 'A trim is required.',
      mileage: 'Mileage is required.',
    });
    const prefill = formLayout(START_KINDS.tradein, 'prefill', null);
    expect(
      newAppraisalMinimalSchema.safeParse(visibleValues(emptyFormValues(DEFAULT_NEWAPPR, prefill), prefill)).success,
    ).toBe(true);
  });
});

describe('startPayload', () => {
  it('adds the kind and duid, and the server schema accepts it', () => {
    const parsed = newAppraisalSchema.parse(visibleValues(filled(), tradeLayout));
    const body = startPayload(parsed, START_KINDS.showroomLease, 'u-1');
    expect(body).toMatchObject({
      typeCode: 'lease',
      service: false,
      showroom: true,
      duid: 'u-1',
      vin: '1HGCM82633A004352',
    });
    expect(body).not.toHaveProperty('vehicles');
    expect(startAppraisalSchema.parse(body)).toMatchObject({ typeCode: 'lease', showroom: true, mileage: 84500 });
  });

  it('a service start may send none; a trade-in may not', () => {
    const service = formLayout(START_KINDS.service, 'staff', null);
    const parsed = newAppraisalSchema.parse(visibleValues(filled({ sendInspect: 'none' }), service));
    expect(startAppraisalSchema.safeParse(startPayload(parsed, START_KINDS.service)).success).toBe(true);
    expect(startAppraisalSchema.safeParse(startPayload(parsed, START_KINDS.tradein)).success).toBe(false);
  });
});

describe('formValuesOfPrefill', () => {
  it('lays an invite prefill over a blank form as the inputs show it', () => {
    const base = emptyFormValues(DEFAULT_NEWAPPR, tradeLayout);
    const out = formValuesOfPrefill(
      {
        vin: '1HGCM82633A004352',
        mileage: 1200,
        ownerStatusId: 2,
        maturityDate: '2026-03-05',
        phone: '5551234567',
        firstName: 'Ann',
        email: null,
      },
      base,
    );
    expect(out).toMatchObject({
      vin: '1HGCM82633A004352',
      mileage: '1200',
      ownerStatusId: '2',
      maturityDate: '03/05/2026',
      phone: '(555) 123-4567',
      firstName: 'Ann',
      email: '',
    });
    expect(formValuesOfPrefill(null, base)).toBe(base);
  });
});

describe('rememberedAfterSubmit', () => {
  it('remembers the plate state used and the sendInspect choice, keeping older ones otherwise', () => {
    expect(rememberedAfterSubmit(filled({ plateState: 'TX', sendInspect: 'phone' }), DEFAULT_NEWAPPR)).toEqual({
      plateState: 'TX',
      sendInspect: 'phone',
    });
    expect(
      rememberedAfterSubmit(filled({ plateState: '', sendInspect: '' }), { plateState: 'CA', sendInspect: 'email' }),
    ).toEqual({
      plateState: 'CA',
      sendInspect: 'email',
    });
  });
});
