import { useMediaQuery } from '@mantine/hooks';

/** A phone: below 768 px or a coarse pointer (SCAN shows, and a started appraisal opens its inspection). */
export function useIsPhone(): boolean {
  const narrow = useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: false });
  const coarse = useMediaQuery('(pointer: coarse)', undefined, { getInitialValueInEffect: false });
  return narrow || coarse;
}
