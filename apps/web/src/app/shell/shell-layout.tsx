import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router';
import { MountedOnceOpened } from '../../components/mounted-once-opened';
import { useCurrentDealer, useSession } from '../../features/auth';
import { InvitationNotices } from '../../features/invitations';
import { useDlrapp } from '../../lib/storage';
import { PHONE_QUERY, useViewportQuery } from '../../lib/use-viewport-query';
import { MAIN_ID } from '../a11y/skip-link';
import { FLOATING_BUTTON_GUTTER, FloatingLogoButton } from './floating-logo-button';
import { MobileDrawer } from './mobile-drawer';
import { areaLinks, drawerExtraLinks, newOpportunityLink, topBarLinks, userMenuLinks } from './nav-links';
import { TopBar } from './top-bar';

/**
 * The staff shell: top bar, mobile drawer, floating logo button, and the page. On a wide screen
 * the page keeps a gutter at its right for the floating button; on a phone the button follows the
 * page's content. Either way it covers nothing.
 */
export function ShellLayout() {
  const session = useSession();
  const { dealer, roles } = useCurrentDealer();
  const [prefs, setPrefs] = useDlrapp();
  // Mantine's "sm" breakpoint is 48em (768 px): the drawer exists only below it. Read while
  // rendering; a resize or a turned phone applies after the spec's 200 ms (useViewportQuery).
  const isMobile = useViewportQuery(PHONE_QUERY);
  const ctx = { slug: dealer.slug, roles };
  const setMenuOpen = (menuOpen: boolean) => setPrefs((p) => ({ ...p, menuOpen }));

  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <TopBar
          session={session}
          dealer={dealer}
          links={topBarLinks(ctx)}
          userItems={userMenuLinks(ctx)}
          menuOpen={Boolean(isMobile) && prefs.menuOpen}
          onOpenMenu={() => setMenuOpen(true)}
        />
      </AppShell.Header>
      <AppShell.Main id={MAIN_ID} pr={isMobile ? undefined : FLOATING_BUTTON_GUTTER}>
        <InvitationNotices />
        <Outlet />
        {isMobile ? <FloatingLogoButton dealer={dealer} uid={session.user.uid} roles={roles} placement="flow" /> : null}
      </AppShell.Main>
      <MountedOnceOpened opened={Boolean(isMobile) && prefs.menuOpen}>
        {(opened) => (
          <MobileDrawer
            opened={opened}
            onClose={() => setMenuOpen(false)}
            session={session}
            dealer={dealer}
            newLink={newOpportunityLink(ctx)}
            areas={areaLinks(ctx)}
            extras={drawerExtraLinks(ctx)}
            opportunitiesOpen={!prefs.collapsed.appraisals}
            onOpportunitiesChange={(open) =>
              setPrefs((p) => ({ ...p, collapsed: { ...p.collapsed, appraisals: !open } }))
            }
          />
        )}
      </MountedOnceOpened>
      {isMobile ? null : <FloatingLogoButton dealer={dealer} uid={session.user.uid} roles={roles} placement="fixed" />}
    </AppShell>
  );
}
