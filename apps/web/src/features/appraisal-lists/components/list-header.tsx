import { Button, Group, Skeleton, Text, Title } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { HeaderLink } from '../lib/header-links';

interface ListHeaderProps {
  title: string;
  /** Null before the user's roles are known (the page's first view): placeholders of their size. */
  links: readonly HeaderLink[] | null;
  total: number | null;
  /** Buttons beside the title (the showroom's start buttons). */
  actions?: ReactNode;
}

/** The page title, the record count and the list header links (List, Board, Dashboard, ...). */
export const ListHeader = memo(function ListHeader({ title, links, total, actions }: ListHeaderProps) {
  const { pathname } = useLocation();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="sm" align="baseline">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {total !== null ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {total === 1 ? '1 record' : `${total} records`}
          </Text>
        ) : null}
        {actions}
      </Group>
      {links === null ? (
        // Two pieces: one line beside the title on a wide screen, two lines under it on a phone.
        <Group gap={4} aria-hidden>
          <Skeleton h={26} w={300} />
          <Skeleton h={26} w={100} />
        </Group>
      ) : (
        <Group gap={4} component="nav" aria-label="List views">
          {links.map((link) => {
            const active = pathname === link.to;
            return (
              <Button
                key={link.key}
                component={Link}
                to={link.to}
                size="compact-sm"
                variant={active ? 'light' : 'subtle'}
                aria-current={active ? 'page' : undefined}
              >
                {link.label}
              </Button>
            );
          })}
        </Group>
      )}
    </Group>
  );
});
