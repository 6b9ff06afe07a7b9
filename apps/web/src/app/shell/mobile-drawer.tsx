import { Divider, Drawer, NavLink, ScrollArea, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/logo';
import type { Session, SessionDealer } from '../../lib/session';
import { isActiveLink, type NavItem } from './nav-links';

interface MobileDrawerProps {
  opened: boolean;
  onClose: () => void;
  session: Session;
  dealer: SessionDealer;
  newLink: NavItem;
  areas: readonly NavItem[];
  extras: readonly NavItem[];
  opportunitiesOpen: boolean;
  onOpportunitiesChange: (open: boolean) => void;
}

/**
 * The mobile drawer (below 768 px): New opportunity, Opportunities (expandable, the areas),
 * Dashboard, Rejected and Archived, and the dealer switcher.
 */
export function MobileDrawer(props: MobileDrawerProps) {
  const { opened, onClose, session, dealer, newLink, areas, extras, opportunitiesOpen, onOpportunitiesChange } = props;
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const link = (item: NavItem) => (
    <NavLink
      key={item.key}
      component={Link}
      to={item.to}
      label={item.label}
      active={isActiveLink(item, pathname)}
      aria-current={isActiveLink(item, pathname) ? 'page' : undefined}
      onClick={onClose}
    />
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="80%"
      title={<Logo />}
      closeButtonProps={{ 'aria-label': 'Close navigation' }}
    >
      <ScrollArea.Autosize mah="calc(100vh - 80px)">
        <nav aria-label="Mobile">
          {link(newLink)}
          {areas.length > 0 ? (
            <NavLink
              component="button"
              aria-expanded={opportunitiesOpen}
              label="Opportunities"
              opened={opportunitiesOpen}
              onChange={onOpportunitiesChange}
              childrenOffset="md"
            >
              {areas.map(link)}
            </NavLink>
          ) : null}
          {extras.map(link)}
        </nav>
        {session.dealers.length > 1 ? (
          <>
            <Divider my="sm" />
            <Text size="sm" fw={600} px="sm" mb={4}>
              Dealers
            </Text>
            {session.dealers.map((d) => (
              <NavLink
                key={d.id}
                component="button"
                label={d.name}
                active={d.id === dealer.id}
                onClick={() => {
                  onClose();
                  navigate(`/${d.slug}/new`);
                }}
              />
            ))}
          </>
        ) : null}
      </ScrollArea.Autosize>
    </Drawer>
  );
}
