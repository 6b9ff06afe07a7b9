import { settingsPageTitle } from '@dealer/domain';
import { Box, Flex, NavLink, Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useCurrentDealer } from '../../auth';
import { currentSettingsTab, visibleSettingsTabs } from '../lib/settings-tabs';

/**
 * /{dslug}/settings/... (part 2 section 2.6): the page heading "{dealer} {tab}", the side tabs the
 * user may open, and the tab's content (each tab renders its own h2 and below). On a phone the
 * tabs wrap above the content.
 */
export function SettingsLayout() {
  const { dealer, roles } = useCurrentDealer();
  const { pathname } = useLocation();
  const current = currentSettingsTab(pathname);
  const tabs = visibleSettingsTabs(dealer.slug, roles);

  return (
    <Stack gap="lg">
      <Title order={1}>{settingsPageTitle(dealer.name, current?.label ?? 'Settings')}</Title>
      <Flex direction={{ base: 'column', sm: 'row' }} gap="lg" align="flex-start">
        <Box component="nav" aria-label="Dealer settings" w={{ base: '100%', sm: 200 }} style={{ flexShrink: 0 }}>
          <Flex direction={{ base: 'row', sm: 'column' }} wrap="wrap" gap={4}>
            {tabs.map((tab) => {
              const active = tab.path === current?.path;
              return (
                <NavLink
                  key={tab.path}
                  component={Link}
                  to={`/${dealer.slug}/settings/${tab.path}`}
                  label={tab.label}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  w={{ base: 'auto', sm: '100%' }}
                />
              );
            })}
          </Flex>
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }} w="100%">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Stack>
  );
}
