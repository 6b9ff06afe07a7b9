import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The caption above a header value, styled like an input label so the header reads as one form. */
export function FieldLabel({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Text size="sm" fw={500} id={id}>
      {children}
    </Text>
  );
}
