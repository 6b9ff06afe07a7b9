import { TIMING } from '@dealer/domain';
import { useEffect, useRef, useState } from 'react';
import { DeferredAction } from './deferred-action';

export interface DeferredMenuAction<A> {
  /** Give to each Menu.Item's onClick. */
  choose: (action: A) => void;
  /** Give to the Menu's onClose. */
  menuClosed: () => void;
}

/**
 * A menu whose chosen item runs TIMING.menuConfirmDelayMs after the menu closes (see
 * DeferredAction). `onAction` may change between renders; the latest one runs.
 */
export function useDeferredMenuAction<A>(onAction: (action: A) => void): DeferredMenuAction<A> {
  const latest = useRef(onAction);
  latest.current = onAction;
  const [deferred] = useState(() => new DeferredAction<A>((a) => latest.current(a), TIMING.menuConfirmDelayMs));
  useEffect(() => () => deferred.cancel(), [deferred]);
  return { choose: (a) => deferred.choose(a), menuClosed: () => deferred.menuClosed() };
}
