import { settingsPageTitle, visibleSettingsTabs } from '@dealer/domain';
import { Box, Button, Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PHONE_QUERY, useViewportQuery } from '../../../lib/use-viewport-query';
import { useCurrentDealer } from '../../auth';
import { currentSettingsTab } from '../lib/settings-tabs';

/**
 * /{dslug}/settings/... (part 2 section 2.6): the page heading "{dealer} {tab}", the side tabs the
 * user may open, and the tab's content (each tab renders its own h2 and below). On a phone the
 * tabs wrap above the content.
 */
export function SettingsLayout() {
  const { dealer, roles } = useCurrentDealer();
  const { pathname } = useLocation();
  const current = currentSettingsTab(pathname);
  const tabs = visibleSettingsTabs(roles);

  // Beside the content on wider screens, above it (wrapping) on a phone. The same elements either
  // way, only their direction changes: a turned phone keeps the tab's state (a send under way, a
  // half-filled form), which swapping the layout's element type would throw away.
  const wide = !useViewportQuery(PHONE_QUERY);

  return (
    <Stack gap="lg">
      <Title order={1}>{settingsPageTitle(dealer.name, current?.label ?? 'Settings')}</Title>
      <Box
        style={{
          display: 'flex',
          gap: 'var(--mantine-spacing-lg)',
          flexDirection: wide ? 'row' : 'column',
          alignItems: wide ? 'flex-start' : 'stretch',
        }}
      >
        <Box component="nav" aria-label="Dealer settings" w={wide ? 200 : '100%'} style={{ flexShrink: 0 }}>
          <Box
            style={{
              display: 'flex',
              gap: 4,
              flexDirection: wide ? 'column' : 'row',
              flexWrap: wide ? 'nowrap' : 'wrap',
            }}
          >
            {tabs.map((tab) => {
              const active = tab.path === current?.path;
              return (
                <Button
                  key={tab.path}
                  component={Link}
                  to={`/${dealer.slug}/settings/${tab.path}`}
                  variant={active ? 'light' : 'subtle'}
                  justify="flex-start"
                  fullWidth={wide}
                  aria-current={active ? 'page' : undefined}
                >
                  {tab.label}
                </Button>
              );
            })}
          </Box>
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }} w="100%">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Stack>
  );
}
