import { OFFER_TEMPLATE, OFFER_TEMPLATE_LABELS, type OfferForm, type OfferFormInput } from '@dealer/domain';
import { Checkbox, NumberInput, Radio, SimpleGrid, Stack } from '@mantine/core';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import { MoneyInput, moneyInputNumber } from '../../../components/money-input';

type Ctl = Control<OfferFormInput, unknown, OfferForm>;

/** Screen 0: the offer type (part 1 section 2). */
export function OfferTypeField({ control, disabled }: { control: Ctl; disabled: boolean }) {
  return (
    <Controller
      control={control}
      name="offerTemplate"
      render={({ field, fieldState }) => (
        <Radio.Group
          label="What kind of offer?"
          value={String(field.value)}
          onChange={(v) => field.onChange(Number(v))}
          error={fieldState.error?.message}
        >
          <Stack gap="sm" mt="xs">
            {[OFFER_TEMPLATE.EXACT, OFFER_TEMPLATE.RANGED, OFFER_TEMPLATE.NO_OFFER].map((t) => (
              <Radio key={t} value={String(t)} label={OFFER_TEMPLATE_LABELS[t]} disabled={disabled} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    />
  );
}

function MoneyField({
  control,
  name,
  label,
  disabled,
  autoFocus,
  allowNegative,
}: {
  control: Ctl;
  name: 'offerAmount' | 'offerAmountMin' | 'offerAmountMax' | 'customerProfit';
  label: string;
  disabled: boolean;
  autoFocus?: boolean;
  allowNegative?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyInput
          label={label}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''}
          onChange={(v) => field.onChange(moneyInputNumber(v) ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          disabled={disabled}
          allowNegative={allowNegative}
          data-autofocus={autoFocus || undefined}
        />
      )}
    />
  );
}

/** One of the offer's terms: whole days or miles, checked by the domain's schema on submit. */
function TermField({
  control,
  name,
  label,
  suffix,
  disabled,
}: {
  control: Ctl;
  name: 'validDays' | 'mileageAllowance';
  label: string;
  suffix: string;
  disabled: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          suffix={suffix}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          disabled={disabled}
        />
      )}
    />
  );
}

function FlagField({
  control,
  name,
  label,
  disabled,
}: {
  control: Ctl;
  name: FieldPath<OfferFormInput>;
  label: string;
  disabled: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          label={label}
          name={field.name}
          checked={field.value === true || field.value === 'true'}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          disabled={disabled}
        />
      )}
    />
  );
}

/** Screen 1: the amounts of an exact or ranged offer and what goes with it to the customer. */
export function OfferDetailsFields({
  control,
  template,
  disabled,
}: {
  control: Ctl;
  template: number;
  disabled: boolean;
}) {
  return (
    <Stack gap="sm">
      {template === OFFER_TEMPLATE.RANGED ? (
        <SimpleGrid cols={2}>
          <MoneyField control={control} name="offerAmountMin" label="Lowest offer" disabled={disabled} autoFocus />
          <MoneyField control={control} name="offerAmountMax" label="Highest offer" disabled={disabled} />
        </SimpleGrid>
      ) : (
        <MoneyField control={control} name="offerAmount" label="Offer amount" disabled={disabled} autoFocus />
      )}
      <MoneyField control={control} name="customerProfit" label="Customer equity" disabled={disabled} allowNegative />
      <SimpleGrid cols={2}>
        <TermField control={control} name="validDays" label="Holds for" suffix=" days" disabled={disabled} />
        <TermField
          control={control}
          name="mileageAllowance"
          label="Mileage allowance"
          suffix=" miles"
          disabled={disabled}
        />
      </SimpleGrid>
      <FlagField control={control} name="showCustomerEquity" label="Show customer equity" disabled={disabled} />
      <FlagField control={control} name="includeDamages" label="Include damages" disabled={disabled} />
      <FlagField
        control={control}
        name="sendPdf"
        label="Attach the offer letter (PDF) to the e-mail"
        disabled={disabled}
      />
      <FlagField control={control} name="textPdf" label="Text a link to the offer letter" disabled={disabled} />
    </Stack>
  );
}
