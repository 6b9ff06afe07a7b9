// What '@mantine/hooks' resolves to in the build (build-tools/no-mount-redraws.ts).
import { useMediaQuery } from '@mantine/hooks';

export * from '@mantine/hooks';
export { useStableId as useId } from './stable-id';

/**
 * Whether the user asked for less motion, read as the component first renders. Mantine's reads it
 * in an effect, from `undefined` to `false`, so every Transition (each menu, tooltip and select)
 * drew again after the page mounted.
 */
export function useReducedMotion(initialValue?: boolean, options?: { getInitialValueInEffect: boolean }) {
  return useMediaQuery('(prefers-reduced-motion: reduce)', initialValue, options ?? { getInitialValueInEffect: false });
}
