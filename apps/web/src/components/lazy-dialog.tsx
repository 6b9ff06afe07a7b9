import { type ComponentProps, type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code is fetched the first time it opens, and which stays mounted after (its
 * closing transition plays): a page does not download the forms behind its buttons (react-hook-form,
 * zod, the intake form) before it first paints. `load` picks the component from its module.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog({ open, ...props }: P & { open: boolean }) {
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...(props as ComponentProps<typeof Dialog>)} />
      </Suspense>
    );
  };
}
