import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';

/** Lazy route component: each page is its own chunk, so the login page never loads the shell. */
export function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

export type LazyRoute = ReturnType<typeof lazyComponent>;

/** A route with its spec title (and roles) and its lazily loaded screen. */
export function titled(path: string, handle: RouteHandle, lazy: LazyRoute): RouteObject {
  return { path, handle, lazy };
}

export const authLayout = lazyComponent(
  () => import('../features/auth/components/auth-layout'),
  (m) => m.AuthLayout,
);
