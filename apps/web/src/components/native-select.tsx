import { NativeSelect as MantineNativeSelect, type NativeSelectProps as MantineProps } from '@mantine/core';

type Option = string | { value: string; label: string; disabled?: boolean };

export type NativeSelectProps = Omit<MantineProps, 'data' | 'children'> & { data: readonly Option[] };

/**
 * Mantine's NativeSelect with its options drawn as plain <option> elements. Mantine draws each
 * option as a component of its own, and the worksheet's rerun forms alone hold about 80 of them,
 * drawn again with every answer the record page gets.
 */
export function NativeSelect({ data, ...props }: NativeSelectProps) {
  return (
    <MantineNativeSelect {...props}>
      {data.map((o) =>
        typeof o === 'string' ? (
          <option key={o} value={o}>
            {o}
          </option>
        ) : (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ),
      )}
    </MantineNativeSelect>
  );
}
