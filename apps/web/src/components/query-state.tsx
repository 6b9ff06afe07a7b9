import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';

interface QueryStateProps<T> {
  query: { isPending: boolean; isError: boolean; error: Error | null; data: T | undefined };
  label: string;
  children: (data: T) => ReactNode;
}

/** A tab's loading spinner or error, then its content once the data is there. */
export function QueryState<T>({ query, label, children }: QueryStateProps<T>) {
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={`Loading ${label}`} />
      </Center>
    );
  if (query.isError || query.data === undefined)
    return (
      <Alert color="red" role="alert">
        {query.error?.message ?? 'There was an error. Please try again.'}
      </Alert>
    );
  return <>{children(query.data)}</>;
}
