import { Paper, Text } from '@mantine/core';
import { Area, AreaChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type TrendPoint, trendPoints } from '../lib/trend-points';

const AXIS_TICK = { fontSize: 11, fill: 'var(--mantine-color-dimmed)' };

/** The hovered day: its date and count, e.g. "05/02/2026: 3". */
function TrendTooltip({ active, point }: { active?: boolean; point?: TrendPoint }) {
  if (!active || !point) return null;
  return (
    <Paper withBorder shadow="sm" px={8} py={4} data-testid="trend-tooltip">
      <Text size="xs">
        {point.date}: <b>{point.n}</b>
      </Text>
    </Paper>
  );
}

/**
 * A tile's count per day over the window (issue 21: "dealers would rather look than read"), with a
 * date axis, a count axis and the day's figure on hover. Hidden from assistive technology: the
 * tile's text carries the figures, and the chart takes no focus inside the tile's link.
 */
export function TileTrend({ counts, startDay }: { counts: readonly number[]; startDay: string }) {
  const data = trendPoints(startDay, counts);
  return (
    <div aria-hidden="true" data-testid="tile-trend" style={{ height: 110 }}>
      <ResponsiveContainer width="100%" height={110}>
        <AreaChart data={data} margin={{ top: 6, right: 6, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <XAxis dataKey="tick" tick={AXIS_TICK} tickLine={false} minTickGap={16} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} width={28} />
          <Tooltip
            content={({ active, payload }) => (
              <TrendTooltip active={active} point={payload?.[0]?.payload as TrendPoint | undefined} />
            )}
            isAnimationActive={false}
            cursor={{ stroke: 'var(--mantine-color-gray-5)' }}
          />
          <Area
            type="monotone"
            dataKey="n"
            stroke="var(--mantine-color-blue-6)"
            fill="var(--mantine-color-blue-1)"
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
