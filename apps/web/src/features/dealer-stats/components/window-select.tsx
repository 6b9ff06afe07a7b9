import { DASHBOARD_WINDOWS, type DashboardWindowDays } from '@dealer/domain';
import { Select } from '@mantine/core';

const OPTIONS = DASHBOARD_WINDOWS.map((w) => ({ value: String(w.days), label: w.label }));

/** Part 2 section 2.2: "Past week, 30 days, 60 days, 90 days, 6 months, past year (default 30d)". */
export function WindowSelect({ value, onChange }: { value: number; onChange: (days: DashboardWindowDays) => void }) {
  return (
    <Select
      label="Date range"
      data={OPTIONS}
      value={String(value)}
      onChange={(v) => v && onChange(Number(v) as DashboardWindowDays)}
      allowDeselect={false}
      w={160}
    />
  );
}
