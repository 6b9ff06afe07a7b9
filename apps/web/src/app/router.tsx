import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { setApiNavigator } from '../lib/api-client';
import { authLayout, lazyComponent, titled } from './lazy-route';
import { NotFoundPage } from './pages/not-found-page';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import type { RouteHandle } from './route-handle';

/** The sign-in pages: no dialogs or notifications, so nothing of OverlaysLayout loads with them. */
const authRoutes: RouteObject = {
  path: 'auth',
  lazy: authLayout,
  children: [
    { index: true, element: <Navigate to="/auth/login" replace /> },
    titled(
      'login',
      { title: 'Sign in' },
      lazyComponent(
        () => import('../features/auth/pages/login-page'),
        (m) => m.LoginPage,
      ),
    ),
    titled(
      'logout',
      { title: 'Logging out...' },
      lazyComponent(
        () => import('../features/auth/pages/logout-page'),
        (m) => m.LogoutPage,
      ),
    ),
    titled(
      'forgot-password',
      { title: 'Reset password' },
      lazyComponent(
        () => import('../features/auth/pages/forgot-password-page'),
        (m) => m.ForgotPasswordPage,
      ),
    ),
    titled(
      'recovery-sent',
      { title: 'Email sent' },
      lazyComponent(
        () => import('../features/auth/pages/recovery-sent-page'),
        (m) => m.RecoverySentPage,
      ),
    ),
    titled(
      'confirm-email',
      { title: 'Confirm e-mail' },
      lazyComponent(
        () => import('../features/auth/pages/confirm-email-page'),
        (m) => m.ConfirmEmailPage,
      ),
    ),
    titled(
      'new-password',
      { title: 'Change password' },
      lazyComponent(
        () => import('../features/auth/pages/new-password-page'),
        (m) => m.NewPasswordPage,
      ),
    ),
  ],
};

/** The rest of the app's routes (app-routes.tsx), fetched once. */
let appRoutes: Promise<RouteObject[]> | null = null;
const loadAppRoutes = () => {
  appRoutes ??= import('./app-routes').then(
    (m) => m.appRoutes,
    (error: unknown) => {
      appRoutes = null; // the next navigation tries again
      throw error;
    },
  );
  return appRoutes;
};

/** The root: the sign-in pages, the app's routes when they are in, and the not-found page. */
const rootRoutes = (app: RouteObject[]): RouteObject[] => [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      authRoutes,
      ...app,
      { path: '*', handle: { title: 'Page not found' } satisfies RouteHandle, Component: NotFoundPage },
    ],
  },
];

/**
 * The app's router. A page of the app starts with all its routes: added later (on navigation),
 * React Router matched the address seven times over a growing table, 650 route patterns compiled,
 * a third of a task over 150 ms at 4x CPU slow-down. The sign-in pages start without them, so they
 * do not download them, and the first navigation into the app adds them.
 */
export async function createRouter() {
  const signingIn = window.location.pathname.startsWith('/auth/');
  // Not fetched (offline, a deployment under way): the first navigation asks for them again.
  const app = signingIn ? [] : await loadAppRoutes().catch(() => []);
  let patched = app.length > 0;
  const router = createBrowserRouter(rootRoutes(app), {
    // React Router asks on every navigation whose match has parameters (the not-found splat
    // included), so a path of the app is matched once its routes are added under the root. With
    // them in from the start it is left out: given, it makes each navigation match the address
    // again, partially, against every route.
    patchRoutesOnNavigation: patched
      ? undefined
      : async ({ patch }) => {
          if (patched) return;
          const children = await loadAppRoutes();
          if (patched) return;
          patched = true;
          patch('root', children);
        },
  });
  setApiNavigator((to) => {
    void router.navigate(to, { replace: true });
  });
  return router;
}
