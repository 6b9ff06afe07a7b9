import { Code, Stack, Text } from '@mantine/core';
import { FieldLabel } from './field-label';

/** One labelled figure of a stored result's details. */
export function DetailItem({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <FieldLabel>{label}</FieldLabel>
      <Text size="sm">{value || '—'}</Text>
    </Stack>
  );
}

/** The provider's answer as stored, scrollable and reachable by keyboard. */
export function ProviderAnswer({ data }: { data: unknown }) {
  return (
    <Stack gap={4}>
      <FieldLabel>Provider's answer</FieldLabel>
      <Code block tabIndex={0} aria-label="Provider's answer" style={{ maxHeight: 320, overflow: 'auto' }}>
        {JSON.stringify(data, null, 2)}
      </Code>
    </Stack>
  );
}
