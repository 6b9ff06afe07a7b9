import {
  comparablePurchasesListTitle,
  dashboardTitle as dealerDashboardTitle,
  dealerSubmissionTitle,
  duplicateListTitle,
  LIST_PAGES,
  type ListPageKey,
  NEW_APPRAISAL_TEXTS,
  ROUTE_ROLES,
  SETTINGS_TABS,
  type SettingsTabPath,
  STATS_PAGE_TITLES,
  settingsPageTitle,
} from '@dealer/domain';
import { type LoaderFunctionArgs, Navigate, type RouteObject } from 'react-router';
import { appraisalDetailQueryOptions } from '../features/appraisal-detail';
import { sessionQueryOptions } from '../features/auth';
import { PAGE_DATA, queryClient } from '../lib/query-client';
import { resolveDealer } from '../lib/session';
import { DealerLanding, SettingsLanding } from './guard/dealer-landing';
import { DealerScope } from './guard/dealer-scope';
import { LandingRedirect, SlugPrefixRedirect } from './guard/redirects';
import { RequireAuth } from './guard/require-auth';
import { authLayout, type LazyRoute, lazyComponent, titled } from './lazy-route';
import type { RouteHandle } from './route-handle';

const board = lazyComponent(
  () => import('./pages/board-page'),
  (m) => m.BoardPage,
);
/** Every list page shares one chunk: the list is one component driven by LIST_PAGES. */
function listPage(key: ListPageKey | 'duplicate' | 'comparables') {
  return lazyComponent(
    () => import('../features/appraisal-lists/pages/appraisal-list-page'),
    (m) => m.LIST_PAGE_COMPONENTS[key],
  );
}

const dealerDashboard = lazyComponent(
  () => import('../features/dealer-stats/pages/dealer-dashboard-page'),
  (m) => m.DealerDashboardPage,
);

const publicPage = lazyComponent(
  () => import('./pages/public-page'),
  (m) => m.PublicPage,
);

/** Confirm Account is an auth page that asks for confirmation, so it sits under OverlaysLayout. */
const confirmAccountRoute: RouteObject = {
  path: 'auth',
  lazy: authLayout,
  children: [
    titled(
      'confirm-account',
      { title: 'Confirm Account' },
      lazyComponent(
        () => import('../features/auth/pages/confirm-account-page'),
        (m) => m.ConfirmAccountPage,
      ),
    ),
  ],
};

/** Anonymous customer-facing pages under a dealer slug (spec part 1 section 2). */
const publicDealerRoutes: RouteObject[] = [
  titled(
    ':dslug/open/service',
    { title: NEW_APPRAISAL_TEXTS.titleService, customer: true },
    lazyComponent(
      () => import('../features/intake/pages/service-page'),
      (m) => m.ServicePage,
    ),
  ),
  titled(':dslug/edit/*', { title: 'Edit appraisal' }, publicPage),
  titled(
    ':dslug/sell',
    { title: NEW_APPRAISAL_TEXTS.titleTradeIn, customer: true },
    lazyComponent(
      () => import('../features/intake/pages/customer-form-page'),
      (m) => m.SellPage,
    ),
  ),
  titled(
    ':dslug/return',
    { title: NEW_APPRAISAL_TEXTS.titleLease, customer: true },
    lazyComponent(
      () => import('../features/intake/pages/customer-form-page'),
      (m) => m.ReturnPage,
    ),
  ),
  titled(
    'unsubscribe',
    { title: 'Unsubscribe', customer: true },
    lazyComponent(
      () => import('../features/campaign-mailing/pages/unsubscribe-page'),
      (m) => m.UnsubscribePage,
    ),
  ),
  titled(
    'offer/:token',
    { title: 'Your offer' },
    lazyComponent(
      () => import('../features/offer-response/pages/offer-response-page'),
      (m) => m.OfferResponsePage,
    ),
  ),
];

const dashboardTitle: RouteHandle['title'] = ({ dealerName }) => dealerDashboardTitle(dealerName);

/** The settings title: dealer name plus the tab label (part 2 section 2.6). */
const settingsTitle =
  (label: string): RouteHandle['title'] =>
  ({ dealerName }) =>
    settingsPageTitle(dealerName, label);

/** Each settings tab's content: this feature's tabs share a chunk; Users and Emails come from their features. */
const settingsTab = (name: 'ProfileTab' | 'DefaultsTab' | 'AffiliatesTab' | 'BanksTab') =>
  lazyComponent(
    () => import('../features/dealer-settings/pages'),
    (m) => m[name],
  );
const SETTINGS_TAB_PAGES: Record<SettingsTabPath, LazyRoute> = {
  profile: settingsTab('ProfileTab'),
  defaults: settingsTab('DefaultsTab'),
  affiliates: settingsTab('AffiliatesTab'),
  banks: settingsTab('BanksTab'),
  campaigns: lazyComponent(
    () => import('../features/campaigns/pages/campaigns-tab'),
    (m) => m.CampaignsTab,
  ),
  users: lazyComponent(
    () => import('../features/dealer-users/pages/users-tab'),
    (m) => m.UsersTab,
  ),
  emails: lazyComponent(
    () => import('../features/email-templates/pages/emails-tab'),
    (m) => m.EmailsTab,
  ),
  // The Emails tab's template editor (the domain's SETTINGS_TABS gives it no tab of its own).
  'email-templates': lazyComponent(
    () => import('../features/email-templates/pages/email-template-editor-page'),
    (m) => m.EmailTemplateEditorPage,
  ),
};

/** Tab routes with the spec's roles (part 2 section 2.6): Campaigns for four roles, the rest admins. */
const settingsTabRoutes: RouteObject[] = [...SETTINGS_TABS, { path: 'email-templates' as const, label: 'Emails' }].map(
  ({ path, label }) =>
    titled(
      path,
      { title: settingsTitle(label), roles: path === 'campaigns' ? ROUTE_ROLES.campaigns : ROUTE_ROLES.dealerSettings },
      SETTINGS_TAB_PAGES[path],
    ),
);

/** A campaign's mailing lists: upload is dealer admin only (part 2 section 6), so the page is too. */
const mailingListRoute = titled(
  'campaigns/:campaignId/mailing-list',
  { title: settingsTitle('Campaigns'), roles: ROUTE_ROLES.dealerSettings },
  lazyComponent(
    () => import('../features/campaign-mailing/pages/mailing-list-page'),
    (m) => m.MailingListPage,
  ),
);

/** /{dslug}/... staff pages (part 1 section 2, part 2 sections 2 and 6). */
const dealerRoutes: RouteObject = {
  path: ':dslug',
  Component: DealerScope,
  children: [
    { index: true, Component: DealerLanding },
    titled(
      'new',
      { title: 'Welcome' },
      lazyComponent(
        () => import('../features/welcome/pages/welcome-page'),
        (m) => m.WelcomePage,
      ),
    ),
    titled('appraisals', { title: LIST_PAGES.buying.title }, listPage('buying')),
    titled('appraisals/returns', { title: LIST_PAGES.returns.title }, listPage('returns')),
    titled(
      'appraisals/manage/returns',
      { title: LIST_PAGES.manageReturns.title, roles: ROUTE_ROLES.leaseManagement },
      listPage('manageReturns'),
    ),
    titled('appraisals/rejected', { title: LIST_PAGES.rejected.title }, listPage('rejected')),
    titled('appraisals/archived', { title: LIST_PAGES.archived.title }, listPage('archived')),
    titled(
      'appraisals/duplicate/:vin',
      { title: ({ params }) => duplicateListTitle(params.vin ?? '') },
      listPage('duplicate'),
    ),
    titled(
      'appraisals/:id/comparables',
      {
        title: ({ params }) => comparablePurchasesListTitle(params.id ?? ''),
        roles: ROUTE_ROLES.comparablePurchases,
      },
      listPage('comparables'),
    ),
    titled('appraisals/service', { title: LIST_PAGES.service.title }, listPage('service')),
    titled('appraisals/showroom', { title: LIST_PAGES.showroom.title }, listPage('showroom')),
    titled('appraisals/board', { title: 'Board', roles: ROUTE_ROLES.board }, board),
    titled('appraisals/board/returns', { title: 'Board', roles: ROUTE_ROLES.board }, board),
    titled('appraisals/dashboard', { title: dashboardTitle, roles: ROUTE_ROLES.dashboard }, dealerDashboard),
    titled('appraisals/dashboard/returns', { title: dashboardTitle, roles: ROUTE_ROLES.dashboard }, dealerDashboard),
    {
      ...titled(
        'appraisals/:id',
        { title: ({ params }) => `Appraisal ${params.id ?? ''}` },
        lazyComponent(
          () => import('../features/appraisal-detail/pages/appraisal-detail-page'),
          (m) => m.AppraisalDetailPage,
        ),
      ),
      loader: prefetchRecord,
      // A tab (`?tab=`) is not another record.
      shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
    },
    titled(
      ':appType/:subType/dealer-stats',
      { title: ({ search }) => dealerSubmissionTitle(search.get('days')), roles: ROUTE_ROLES.dealerStats },
      lazyComponent(
        () => import('../features/dealer-stats/pages/dealer-submission-page'),
        (m) => m.DealerSubmissionPage,
      ),
    ),
    titled(
      'outbox',
      { title: 'Outbox', roles: ROUTE_ROLES.outbox },
      lazyComponent(
        () => import('../features/outbox/pages/outbox-page'),
        (m) => m.OutboxPage,
      ),
    ),
    {
      path: 'settings',
      // Open to everyone with a tab (the campaign roles include the admins); each tab declares its own.
      handle: { roles: ROUTE_ROLES.campaigns } satisfies RouteHandle,
      lazy: lazyComponent(
        () => import('../features/dealer-settings/components/settings-layout'),
        (m) => m.SettingsLayout,
      ),
      children: [{ index: true, Component: SettingsLanding }, ...settingsTabRoutes, mailingListRoute],
    },
  ],
};

const myRoutes: RouteObject = {
  path: 'my',
  children: [
    { path: 'settings', element: <Navigate to="/my/settings/profile" replace /> },
    titled(
      'settings/profile',
      { title: 'Your settings' },
      lazyComponent(
        () => import('../features/my-settings/pages/profile-page'),
        (m) => m.ProfilePage,
      ),
    ),
    titled(
      'settings/notifications',
      { title: 'Notification settings' },
      lazyComponent(
        () => import('../features/notifications/pages/notification-settings-page'),
        (m) => m.NotificationSettingsPage,
      ),
    ),
    titled(
      'notifications',
      { title: 'Notifications' },
      lazyComponent(
        () => import('../features/notifications/pages/notifications-page'),
        (m) => m.NotificationsPage,
      ),
    ),
    titled(
      'stats',
      { title: STATS_PAGE_TITLES.dealerStats, roles: ROUTE_ROLES.myStats },
      lazyComponent(
        () => import('../features/dealer-stats/pages/my-stats-page'),
        (m) => m.MyStatsPage,
      ),
    ),
  ],
};

/**
 * Starts GET /user as soon as the route table is in, beside the layouts and the page: RequireAuth
 * shows nothing else until the session is known, and would otherwise ask only once they are all in.
 */
function prefetchSession() {
  void queryClient.prefetchQuery(sessionQueryOptions());
  return null;
}

/**
 * Starts the record's GET /appraisals/{id} beside the page's chunks, once the session names the
 * dealer: the request goes out earlier, and the page's first commit finds it under way instead of
 * making it (a fetch() is costly on a slow phone). Only for the dealer the address bar already
 * names, whom the request's x-dealer-id comes from; from another dealer's page the page asks.
 */
function prefetchRecord({ params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  void queryClient.fetchQuery(sessionQueryOptions()).then(
    (session) => {
      const dealer = session ? resolveDealer(session.dealers, window.location.pathname) : undefined;
      if (dealer && dealer.slug === params.dslug)
        void queryClient.prefetchQuery({ ...appraisalDetailQueryOptions(dealer.id, id), meta: PAGE_DATA });
    },
    () => undefined,
  );
  return null;
}

/** Everything behind sign-in: the redirects, the Carfax pages and the shell with its pages. */
const signedInRoutes: RouteObject = {
  Component: RequireAuth,
  loader: prefetchSession,
  // The session query keeps itself up to date; navigating between pages asks nothing.
  shouldRevalidate: () => false,
  children: [
    { index: true, Component: LandingRedirect },
    { path: 'new', Component: SlugPrefixRedirect },
    { path: 'appraisals/*', Component: SlugPrefixRedirect },
    titled(
      'carfax/connected',
      { title: 'Loading Carfax...' },
      lazyComponent(
        () => import('../features/vehicle-history/pages/carfax-connected-page'),
        (m) => m.CarfaxConnectedPage,
      ),
    ),
    titled(
      'carfax/report/:vin',
      { title: 'Vehicle history report' },
      lazyComponent(
        () => import('../features/vehicle-history/pages/carfax-report-page'),
        (m) => m.CarfaxReportPage,
      ),
    ),
    {
      lazy: lazyComponent(
        () => import('./shell/shell-layout'),
        (m) => m.ShellLayout,
      ),
      children: [dealerRoutes, myRoutes],
    },
  ],
};

/**
 * Every route but the sign-in pages, added under the root when the first navigation outside them
 * asks (router.tsx): the sign-in page does not download this table or its preload lists.
 */
export const appRoutes: RouteObject[] = [
  {
    lazy: lazyComponent(
      () => import('./overlays-layout'),
      (m) => m.OverlaysLayout,
    ),
    children: [confirmAccountRoute, ...publicDealerRoutes, signedInRoutes],
  },
];
