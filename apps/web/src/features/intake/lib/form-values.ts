import {
  type DecodedVehicle,
  formatDate,
  maskPhoneInput,
  type NewAppraisal,
  type NewAppraisalMinimal,
  type SendInspect,
  type StartAppraisalInput,
} from '@dealer/domain';
import type { NewapprPrefs } from '../../../lib/storage';
import type { FormLayout, StartKind } from './start-kind';

/** The New appraisal form as its inputs hold it (part 1 section 3, "New appraisal form"). */
export interface AppraisalFormValues {
  plate: string;
  plateState: string;
  vin: string;
  trim: string;
  /** The decoded vehicle of the chosen trim. */
  vehicle: DecodedVehicle | null;
  mileage: string;
  /** '' (not chosen), '1', '2' or '3'. */
  ownerStatusId: string;
  financeBank: string;
  financeBankNum: string;
  /** MM/dd/yyyy. */
  maturityDate: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  sendInspect: SendInspect | '';
}

/** What the domain schema reads: no sendInspect when none is chosen or offered. */
export type AppraisalSchemaInput = Omit<AppraisalFormValues, 'sendInspect'> & { sendInspect?: SendInspect };

const BANK_FIELDS = ['financeBank', 'financeBankNum', 'maturityDate'] as const;
const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'zip'] as const;

/** A blank form, with the remembered plate state and sendInspect (key newappr) when the choice is offered. */
export function emptyFormValues(
  remembered: NewapprPrefs,
  layout: Pick<FormLayout, 'sendInspect'>,
): AppraisalFormValues {
  const offered = layout.sendInspect ?? [];
  const sendInspect = offered.find((o) => o.value === remembered.sendInspect)?.value ?? offered[0]?.value ?? '';
  return {
    plate: '',
    plateState: remembered.plateState ?? '',
    vin: '',
    trim: '',
    vehicle: null,
    mileage: '',
    ownerStatusId: '',
    financeBank: '',
    financeBankNum: '',
    maturityDate: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zip: '',
    sendInspect,
  };
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** A shared form's prefill (minimal-mode values as the server stored them) laid over a blank form. */
export function formValuesOfPrefill(
  prefill: Partial<NewAppraisalMinimal> | null | undefined,
  base: AppraisalFormValues,
): AppraisalFormValues {
  if (!prefill) return base;
  const out = { ...base };
  const fields = [
    'plate',
    'vin',
    'trim',
    'financeBank',
    'financeBankNum',
    'firstName',
    'lastName',
    'email',
    'address1',
    'address2',
    'city',
    'zip',
  ] as const;
  for (const f of fields) if (prefill[f]) out[f] = text(prefill[f]);
  if (prefill.plateState) out.plateState = prefill.plateState;
  if (prefill.state) out.state = prefill.state;
  if (prefill.mileage !== null && prefill.mileage !== undefined) out.mileage = text(prefill.mileage);
  if (prefill.ownerStatusId) out.ownerStatusId = text(prefill.ownerStatusId);
  if (prefill.maturityDate) out.maturityDate = formatDate(prefill.maturityDate);
  if (prefill.phone) out.phone = maskPhoneInput(prefill.phone);
  if (prefill.vehicle) out.vehicle = prefill.vehicle;
  return out;
}

/**
 * The values as the form validates and sends them: a block the form does not show is blank (a
 * lease has no owner question, a paid-off car no bank block, a trade-in no address), so a value
 * typed before the block was hidden neither blocks the submit nor reaches the server.
 */
export function visibleValues(values: AppraisalFormValues, layout: FormLayout): AppraisalSchemaInput {
  const { sendInspect, ...out } = values;
  if (!layout.ownerQuestion) out.ownerStatusId = '';
  if (!layout.bank) for (const f of BANK_FIELDS) out[f] = '';
  if (!layout.address) for (const f of ADDRESS_FIELDS) out[f] = '';
  return layout.sendInspect && sendInspect ? { ...out, sendInspect } : out;
}

/** POST /appraisals/start (and the public service page): the validated form plus the kind. */
export function startPayload(values: NewAppraisal, kind: StartKind, duid?: string | null): StartAppraisalInput {
  const { vehicles: _decoded, ...rest } = values;
  return {
    ...rest,
    typeCode: kind.typeCode,
    service: kind.service,
    showroom: kind.showroom,
    ...(duid ? { duid } : {}),
  };
}

/** The newappr memory after a submit: the plate state used (if any) and the sendInspect choice. */
export function rememberedAfterSubmit(values: AppraisalFormValues, prev: NewapprPrefs): Partial<NewapprPrefs> {
  return {
    plateState: values.plateState || prev.plateState,
    sendInspect: values.sendInspect || prev.sendInspect,
  };
}
