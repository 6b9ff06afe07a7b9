import { AppShell, Box, Group, Skeleton } from '@mantine/core';
import { Route, Routes } from 'react-router';
import { ResponsiveLogo } from '../../components/logo';
import { DetailSkeleton } from '../../features/appraisal-detail/components/detail-skeleton';
import { ListHeader } from '../../features/appraisal-lists/components/list-header';
import { ListSkeleton } from '../../features/appraisal-lists/components/list-skeleton';
import { StageTabs } from '../../features/appraisal-lists/components/stage-tabs';
import { listPageConfig } from '../../features/appraisal-lists/lib/list-page-config';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { LoginPage } from '../../features/auth/pages/login-page';
import { MAIN_ID } from '../a11y/skip-link';

/** The pages with a first view (route-preloads.json names them; the server puts them in #root). */
export const FIRST_VIEWS = ['buying', 'record', 'login'] as const;
export type FirstViewName = (typeof FIRST_VIEWS)[number];
/**
 * The views made a second time with the page's subject as their heading (FIRST_VIEW_TITLE_SLOT),
 * where the server puts the record's vehicle for a member of the record's dealer.
 */
export const TITLED_VIEWS: readonly FirstViewName[] = ['record'];

/** The shell's right gutter on a wide screen (FLOATING_BUTTON_GUTTER, kept out of this module's imports). */
const GUTTER = 80;

/**
 * The top bar as the shell draws it (60 px, logo at the left), its links and menus, which depend
 * on the session, as placeholders of their size. The logo is a plain link home: it works before
 * the scripts run.
 */
function TopBarFrame() {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Skeleton hiddenFrom="sm" w={28} h={28} radius="sm" />
        <a href="/" aria-label="Dealer Admin home" style={{ color: 'inherit', textDecoration: 'none' }}>
          <ResponsiveLogo />
        </a>
        <Skeleton visibleFrom="sm" w={320} h={24} />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Skeleton w={36} h={36} radius="xl" />
        <Skeleton visibleFrom="sm" w={140} h={36} />
      </Group>
    </Group>
  );
}

/** The filter bar's room: a field's label and input (the search box; the selects or the Filters button beside it). */
function FiltersFrame() {
  return (
    <Box h={61} aria-hidden>
      <Skeleton h={14} w={54} mt={4} />
      <Skeleton h={36} mt={7} />
    </Box>
  );
}

/** The Buying center before its scripts: its heading, the filter bar's room, the stage tabs, skeleton rows. */
function BuyingCenterFrame() {
  const config = listPageConfig('buying', '', undefined);
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-md)' }}>
      <ListHeader title={config.title} links={null} total={null} />
      <FiltersFrame />
      <StageTabs tabs={config.tabs} value={config.defaultTab} onChange={() => {}} counts={undefined}>
        <Box aria-busy>
          <ListSkeleton cards="by-width" />
        </Box>
      </StageTabs>
    </Box>
  );
}

/**
 * The sign-in page as the app draws it, inert until the app takes over (main.tsx): nothing can be
 * typed there that the app's own form would then drop.
 */
function LoginFrame() {
  return (
    <div inert>
      <Routes>
        <Route element={<AuthLayout />}>
          <Route path="*" element={<LoginPage />} />
        </Route>
      </Routes>
    </div>
  );
}

/**
 * A page's first view: the staff shell and the page as the app draws them while the session and
 * the page's data load, from the same components. Rendered to HTML at build time (prerender.tsx);
 * the app replaces it when it has drawn the page (main.tsx), so the user sees the page's frame
 * from the first paint instead of a blank screen.
 */
export function FirstViewFrame({ view, title }: { view: FirstViewName; title?: string }) {
  if (view === 'login') return <LoginFrame />;
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <TopBarFrame />
      </AppShell.Header>
      <AppShell.Main id={MAIN_ID} pr={{ base: 'md', sm: GUTTER }}>
        {view === 'buying' ? <BuyingCenterFrame /> : <DetailSkeleton title={title} />}
      </AppShell.Main>
    </AppShell>
  );
}
