import { NEW_APPRAISAL_TEXTS, US_STATES } from '@dealer/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { NativeSelect } from '../../../components/native-select';
import type { VehicleLookup } from '../hooks/use-vehicle-lookup';
import type { AppraisalFormValues } from '../lib/form-values';
import { isSearching, lookupMessage } from '../lib/lookup-status';
import { vehicleLine } from '../lib/vehicle-choice';
import { FormTextInput } from './form-text-input';
import { VinScanner } from './vin-scanner';

const STATE_OPTIONS = [
  { value: '', label: 'Choose a state' },
  ...US_STATES.map((s) => ({ value: s.code, label: `${s.code} - ${s.name}` })),
];

interface VehicleSectionProps {
  form: UseFormReturn<AppraisalFormValues>;
  lookup: VehicleLookup;
  /** SCAN shows on phones only. */
  canScan: boolean;
}

/** Runs `action` on Enter instead of submitting the form (part 1 section 2: "FIND button (Enter works)"). */
const onEnter = (action: () => void) => (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  action();
};

/** State + plate + FIND, VIN + DECODE (+ SCAN), the lookup message and the trim selector. */
export function VehicleSection({ form, lookup, canScan }: VehicleSectionProps) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const [scanning, setScanning] = useState(false);
  const searching = isSearching(lookup.status);
  const message = lookupMessage(lookup.status);
  const vehicle = watch('vehicle');
  const trim = watch('trim');
  // SCAN means a phone: there the state and the VIN take a row of their own, so "Choose a state"
  // and all 17 characters of a VIN show instead of being clipped beside the buttons.
  const narrow = canScan;
  const ownRow = narrow ? { flex: '1 1 100%' } : undefined;

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap={narrow ? 'wrap' : 'nowrap'}>
        <NativeSelect
          label="Plate state"
          data={STATE_OPTIONS}
          w={narrow ? undefined : 150}
          style={ownRow}
          {...register('plateState')}
        />
        <FormTextInput
          form={form}
          name="plate"
          label="License plate"
          style={{ flex: 1 }}
          onKeyDown={onEnter(() => lookup.canFind && !searching && void lookup.find())}
        />
        <Button onClick={() => void lookup.find()} disabled={!lookup.canFind || searching}>
          {NEW_APPRAISAL_TEXTS.find}
        </Button>
      </Group>
      <Group align="flex-end" gap="xs" wrap={narrow ? 'wrap' : 'nowrap'}>
        <FormTextInput
          form={form}
          name="vin"
          label="VIN"
          style={ownRow ?? { flex: 1 }}
          maxLength={19}
          onKeyDown={onEnter(() => lookup.canDecode && !searching && void lookup.decode())}
        />
        <Button onClick={() => void lookup.decode()} disabled={!lookup.canDecode || searching}>
          {NEW_APPRAISAL_TEXTS.decode}
        </Button>
        {canScan ? (
          <Button variant="light" onClick={() => setScanning(true)} disabled={searching}>
            {NEW_APPRAISAL_TEXTS.scan}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c={message?.error ? 'red.8' : 'dimmed'} aria-live="polite" mih={20}>
        {message?.text ?? ''}
      </Text>
      {lookup.trims.length > 0 ? (
        <NativeSelect
          label="Trim"
          data={lookup.trims}
          value={trim}
          error={errors.trim?.message}
          onChange={(e) => lookup.chooseTrim(e.currentTarget.value)}
        />
      ) : (
        <FormTextInput form={form} name="trim" label="Trim" />
      )}
      {vehicle && vehicleLine(vehicle) ? (
        <Text fw={600} data-testid="decoded-vehicle">
          {vehicleLine(vehicle)}
        </Text>
      ) : null}
      <VinScanner opened={scanning} onClose={() => setScanning(false)} onDetected={(vin) => void lookup.decode(vin)} />
    </Stack>
  );
}
