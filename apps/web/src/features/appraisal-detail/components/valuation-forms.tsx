import {
  BLACKBOOK_RANGES,
  type BlackbookSelection,
  blackbookSelectionSchema,
  formatCurrencyWhole,
  GALVES_RANGES,
  type GalvesSelection,
  galvesSelectionSchema,
  JDP_RANGES,
  type JdpSelection,
  jdpSelectionSchema,
  type ManualValuation,
  MMR_COLORS,
  MMR_GRADE_OPTIONS,
  MMR_RANGES,
  type MmrSelection,
  mmrSelectionSchema,
  toggleGalvesOption,
  type ValuationProvider,
} from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Controller, type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { showAlert } from '../../../components/alert-dialog';
import { NativeSelect } from '../../../components/native-select';
import type { AppraisalDetail, ValuationResult } from '../api/get-appraisal-detail';
import { useRerunValuation } from '../api/rerun-valuation';
import {
  blackbookStart,
  failureNotice,
  galvesStart,
  jdpStart,
  mmrStart,
  providerLabel,
  type RerunNotice,
  rerunFailureMessage,
  reuseNotice,
  valuationData,
} from '../lib/valuation-view';
import { ValuationCard } from './valuation-card';
import { ValuationFallback } from './valuation-fallback';

interface PanelProps {
  record: AppraisalDetail;
  canRerun: boolean;
}

const result = (record: AppraisalDetail, provider: ValuationProvider): ValuationResult | null =>
  record[`${provider}ValResult` as const] ?? null;

/**
 * The rerun form every panel shares: react-hook-form over the provider's domain schema, started
 * from the last run's selection; success puts the answered record in the cache (the panel then
 * shows the new result, or says the stored one was reused), a failure shows the alert and then
 * the panel's notice (manual entry; the breaker's words while it is open).
 */
function useRerunForm<In extends FieldValues, Out extends object>(
  provider: ValuationProvider,
  record: AppraisalDetail,
  resolver: Resolver<In, unknown, Out>,
  start: In,
) {
  const rerun = useRerunValuation<Out>(record.id, provider);
  const form = useForm<In, unknown, Out>({ resolver, defaultValues: start as DefaultValues<In> });
  const [notice, setNotice] = useState<RerunNotice>(null);
  const [last, setLast] = useState<Out | null>(null);
  const startKey = JSON.stringify(start);
  // A new result (ours or another tab's) moves the controls to its selection. Not on mount: the
  // form starts there, and a reset then drew each panel once more.
  const shown = useRef(startKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: startKey stands for start's content
  useEffect(() => {
    if (shown.current === startKey) return;
    shown.current = startKey;
    form.reset(start as DefaultValues<In>);
  }, [startKey]);
  const run = async (selection: Out, force: boolean) => {
    setLast(selection);
    setNotice(null);
    const before = result(record, provider);
    try {
      const after = await rerun.mutateAsync({ selection, force });
      setNotice(reuseNotice(before, result(after, provider)));
    } catch (error) {
      const next = failureNotice(error);
      setNotice(next);
      // The panel says why while the breaker is open; every other failure keeps the spec's alert.
      if (next?.kind !== 'circuit-open') await showAlert(rerunFailureMessage(provider, error));
    }
  };
  const onSubmit = form.handleSubmit((values) => run(values, false));
  const fallback = {
    notice,
    selection: last as ManualValuation['selection'],
    onCallAgain: () => (last ? run(last, true) : undefined),
    onClear: () => setNotice(null),
  };
  return { form, onSubmit, pending: rerun.isPending, fallback };
}

function RerunForm(props: {
  provider: ValuationProvider;
  recordId: number;
  canRerun: boolean;
  pending: boolean;
  onSubmit: () => void;
  fallback: ReturnType<typeof useRerunForm>['fallback'];
  children: ReactNode;
}) {
  const label = providerLabel(props.provider);
  return (
    <>
      <form onSubmit={props.onSubmit} noValidate aria-label={`Rerun ${label} valuation`}>
        <Stack gap="xs">
          <fieldset disabled={!props.canRerun || props.pending} style={{ border: 0, margin: 0, padding: 0 }}>
            <Stack gap="xs">{props.children}</Stack>
          </fieldset>
          <Group justify="flex-end">
            <Button
              type="submit"
              size="xs"
              disabled={!props.canRerun}
              loading={props.pending}
              aria-label={`Rerun ${label}`}
            >
              Rerun
            </Button>
          </Group>
        </Stack>
      </form>
      <ValuationFallback
        recordId={props.recordId}
        provider={props.provider}
        canRerun={props.canRerun}
        pending={props.pending}
        {...props.fallback}
      />
    </>
  );
}

export function MmrPanel({ record, canRerun }: PanelProps) {
  const last = result(record, 'mmr');
  const start = mmrStart(last, record.trim);
  const trims = [...new Set([...(valuationData(last)?.trims ?? []), ...(start.trim ? [start.trim] : [])])];
  const { form, onSubmit, pending, fallback } = useRerunForm<MmrSelection, MmrSelection>(
    'mmr',
    record,
    zodResolver(mmrSelectionSchema) as Resolver<MmrSelection, unknown, MmrSelection>,
    start,
  );
  const { register } = form;
  const error = (name: keyof MmrSelection) => form.formState.errors[name]?.message;
  return (
    <ValuationCard appraisalId={record.id} provider="mmr" result={last} pending={pending}>
      <RerunForm
        provider="mmr"
        recordId={record.id}
        canRerun={canRerun}
        pending={pending}
        onSubmit={onSubmit}
        fallback={fallback}
      >
        <Controller
          control={form.control}
          name="trim"
          render={({ field }) => (
            <NativeSelect
              label="MMR trim"
              size="xs"
              data={trims.length > 0 ? trims : [{ value: '', label: 'No trim' }]}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.currentTarget.value || null)}
              error={error('trim')}
            />
          )}
        />
        <NativeSelect
          label="MMR range"
          size="xs"
          data={[...MMR_RANGES]}
          error={error('range')}
          {...register('range')}
        />
        <NativeSelect
          label="MMR grade"
          size="xs"
          data={[...MMR_GRADE_OPTIONS]}
          error={error('grade')}
          {...register('grade')}
        />
        <NativeSelect
          label="MMR color"
          size="xs"
          data={[...MMR_COLORS]}
          error={error('color')}
          {...register('color')}
        />
      </RerunForm>
    </ValuationCard>
  );
}

function RangePanel<S extends JdpSelection | BlackbookSelection>(props: {
  provider: 'jdp' | 'blackbook';
  record: AppraisalDetail;
  canRerun: boolean;
  ranges: readonly string[];
  resolver: Resolver<S, unknown, S>;
  start: S;
}) {
  const { provider, record, canRerun } = props;
  const { form, onSubmit, pending, fallback } = useRerunForm<S, S>(provider, record, props.resolver, props.start);
  const rangeError = form.formState.errors.range?.message;
  return (
    <ValuationCard appraisalId={record.id} provider={provider} result={result(record, provider)} pending={pending}>
      <RerunForm
        provider={provider}
        recordId={record.id}
        canRerun={canRerun}
        pending={pending}
        onSubmit={onSubmit}
        fallback={fallback}
      >
        <Controller
          control={form.control}
          name={'range' as never}
          render={({ field }) => (
            <NativeSelect
              label={`${providerLabel(provider)} range`}
              size="xs"
              data={[...props.ranges]}
              value={String(field.value)}
              onChange={(e) => field.onChange(e.currentTarget.value)}
              error={typeof rangeError === 'string' ? rangeError : undefined}
            />
          )}
        />
      </RerunForm>
    </ValuationCard>
  );
}

export function JdpPanel({ record, canRerun }: PanelProps) {
  return (
    <RangePanel<JdpSelection>
      provider="jdp"
      record={record}
      canRerun={canRerun}
      ranges={JDP_RANGES}
      resolver={zodResolver(jdpSelectionSchema) as Resolver<JdpSelection, unknown, JdpSelection>}
      start={jdpStart(result(record, 'jdp'))}
    />
  );
}

export function BlackbookPanel({ record, canRerun }: PanelProps) {
  return (
    <RangePanel<BlackbookSelection>
      provider="blackbook"
      record={record}
      canRerun={canRerun}
      ranges={BLACKBOOK_RANGES}
      resolver={zodResolver(blackbookSelectionSchema) as Resolver<BlackbookSelection, unknown, BlackbookSelection>}
      start={blackbookStart(result(record, 'blackbook'))}
    />
  );
}

export function GalvesPanel({ record, canRerun }: PanelProps) {
  const last = result(record, 'galves');
  const options = valuationData(last)?.options ?? [];
  const { form, onSubmit, pending, fallback } = useRerunForm<GalvesSelection, GalvesSelection>(
    'galves',
    record,
    zodResolver(galvesSelectionSchema) as Resolver<GalvesSelection, unknown, GalvesSelection>,
    galvesStart(last),
  );
  return (
    <ValuationCard appraisalId={record.id} provider="galves" result={last} pending={pending}>
      <RerunForm
        provider="galves"
        recordId={record.id}
        canRerun={canRerun}
        pending={pending}
        onSubmit={onSubmit}
        fallback={fallback}
      >
        <NativeSelect
          label="Galves range"
          size="xs"
          data={[...GALVES_RANGES]}
          error={form.formState.errors.range?.message}
          {...form.register('range')}
        />
        {options.length > 0 ? (
          <Controller
            control={form.control}
            name="options"
            render={({ field }) => (
              // 20 px boxes 8 px apart: each target clears the 24 px minimum (WCAG 2.5.8).
              <Stack gap={8} role="group" aria-label="Galves options">
                {options.map((option) => (
                  <Checkbox
                    key={option.code}
                    size="sm"
                    checked={field.value.includes(option.code)}
                    label={`${option.label} (${option.value >= 0 ? '+' : ''}${formatCurrencyWhole(option.value)})`}
                    onChange={() => field.onChange(toggleGalvesOption(field.value, option, options))}
                  />
                ))}
              </Stack>
            )}
          />
        ) : null}
      </RerunForm>
    </ValuationCard>
  );
}
