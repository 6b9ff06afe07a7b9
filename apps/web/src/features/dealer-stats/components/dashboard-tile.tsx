import type { DashboardTile as Tile } from '@dealer/domain';
import { Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TileTrend } from './tile-trend';

/** Part 2 section 2.2: a tile's count, its ratio to the parent total and the percentage, linking to its list. */
export function DashboardTile({
  tile,
  href,
  trend,
  startDay,
}: {
  tile: Tile;
  href: string;
  trend?: readonly number[];
  startDay: string;
}) {
  return (
    <Card component={Link} to={href} withBorder padding="md" data-tile={tile.key}>
      <Text size="sm" fw={600}>
        {tile.label}
      </Text>
      <Text fz={32} fw={700} data-testid="tile-count">
        {tile.count}
      </Text>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" data-testid="tile-ratio">
          {tile.ratio}
        </Text>
        <Text size="sm" fw={600} data-testid="tile-percent">
          {tile.percent}
        </Text>
      </Group>
      {trend && trend.length > 1 ? <TileTrend counts={trend} startDay={startDay} /> : null}
    </Card>
  );
}
