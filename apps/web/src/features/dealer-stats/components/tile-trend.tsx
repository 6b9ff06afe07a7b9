import { Area, AreaChart, ResponsiveContainer } from 'recharts';

/**
 * A tile's count per day over the window (issue 21: "dealers would rather look than read").
 * Decorative: the tile's text carries the figures, so the chart is hidden from assistive technology
 * and takes no focus inside the tile's link.
 */
export function TileTrend({ counts }: { counts: readonly number[] }) {
  const data = counts.map((n, day) => ({ day, n }));
  return (
    <div aria-hidden="true" data-testid="tile-trend" style={{ height: 40 }}>
      <ResponsiveContainer width="100%" height={40}>
        <AreaChart data={data} margin={{ top: 2, right: 0, bottom: 0, left: 0 }} accessibilityLayer={false}>
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
