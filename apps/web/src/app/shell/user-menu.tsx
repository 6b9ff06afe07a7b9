import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SessionUser } from '../../lib/session';
import type { NavItem } from './nav-links';

interface UserMenuProps {
  user: SessionUser;
  items: readonly NavItem[];
}

export function initials(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>): string {
  const letters = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase();
  return letters || (user.email[0] ?? '?').toUpperCase();
}

/** The user menu (spec part 1 section 2, "Shell"); its items depend on the roles. */
export function UserMenu({ user, items }: UserMenuProps) {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* Named by its content (the hidden text): initials and first name are its visible short form. */}
        <UnstyledButton>
          <Group gap={6} wrap="nowrap">
            <Avatar color="blue" radius="xl" size="md" aria-hidden>
              {initials(user)}
            </Avatar>
            <Text visibleFrom="md" fw={500} size="sm" aria-hidden>
              {user.firstName}
            </Text>
            <VisuallyHidden>User menu for {fullName || user.email}</VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {items.map((item) => (
          <Menu.Item key={item.key} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
