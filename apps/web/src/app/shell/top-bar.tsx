import { Box, Burger, Button, Group, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { ResponsiveLogo } from '../../components/logo';
import { NotificationBell } from '../../features/notifications';
import type { Session, SessionDealer } from '../../lib/session';
import { DealerSwitcher } from './dealer-switcher';
import { isActiveLink, type NavItem } from './nav-links';
import { SearchButton } from './search-button';
import { UserMenu } from './user-menu';

interface TopBarProps {
  session: Session;
  dealer: SessionDealer;
  links: readonly NavItem[];
  userItems: readonly NavItem[];
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/** The shell's top bar; below 768 px the links move into the drawer behind the burger. */
export function TopBar({ session, dealer, links, userItems, menuOpen, onOpenMenu }: TopBarProps) {
  const { pathname } = useLocation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          hiddenFrom="sm"
          size="sm"
          opened={menuOpen}
          onClick={onOpenMenu}
          aria-label="Open navigation"
          aria-expanded={menuOpen}
        />
        <UnstyledButton component={Link} to="/" aria-label="Dealer Admin home">
          <ResponsiveLogo />
        </UnstyledButton>
        <Group gap={4} visibleFrom="sm" component="nav" aria-label="Main" wrap="nowrap">
          {links.map((link) => {
            const active = isActiveLink(link, pathname);
            return (
              <Button
                key={link.key}
                component={Link}
                to={link.to}
                variant={active ? 'light' : 'subtle'}
                aria-current={active ? 'page' : undefined}
                px="sm"
              >
                {link.label}
              </Button>
            );
          })}
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <SearchButton />
        <NotificationBell />
        <Box visibleFrom="sm">
          <DealerSwitcher dealers={session.dealers} current={dealer} />
        </Box>
        <UserMenu user={session.user} items={userItems} />
      </Group>
    </Group>
  );
}
