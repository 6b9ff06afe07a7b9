import { useMediaQuery } from '@mantine/hooks';
import { PHONE_QUERY, useViewportQuery } from '../../../lib/use-viewport-query';

/** A phone: below 768 px or a coarse pointer (SCAN shows, and a started appraisal opens its inspection). */
export function useIsPhone(): boolean {
  const narrow = useViewportQuery(PHONE_QUERY);
  const coarse = useMediaQuery('(pointer: coarse)', undefined, { getInitialValueInEffect: false });
  return narrow || coarse;
}
