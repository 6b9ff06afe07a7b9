import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import { MountedOnceOpened } from './mounted-once-opened';

/**
 * A dialog whose code is fetched the first time it opens (`open`), and which stays mounted after
 * (its closing transition plays): a page does not download the forms behind its buttons
 * (react-hook-form, zod, the intake form) before it first paints. `load` picks the component from
 * its module; it is given `opened`.
 */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog({ open, ...props }: Omit<P, 'opened'> & { open: boolean }) {
    return (
      <Suspense fallback={null}>
        <MountedOnceOpened opened={open}>
          {(opened) => <Dialog {...({ ...props, opened } as unknown as ComponentProps<typeof Dialog>)} />}
        </MountedOnceOpened>
      </Suspense>
    );
  };
}
