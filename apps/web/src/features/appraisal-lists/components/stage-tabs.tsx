import { STAGE_COLOURS, type Stage } from '@dealer/domain';
import { ColorSwatch, Tabs, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StageCounts } from '../api/get-stage-counts';
import type { StageTab } from '../lib/list-page-config';
import classes from './stage-tabs.module.css';

interface StageTabsProps {
  tabs: readonly StageTab[];
  value: Stage | null;
  onChange: (stage: Stage) => void;
  /** Records in each tab (from GET /appraisals/counts); undefined while loading. */
  counts: StageCounts | undefined;
  /** The list, shown in the active tab's panel. */
  children: ReactNode;
}

/**
 * The stage tabs, each with its stage colour (part 2 section 2.1) and how many records it holds
 * with the list's filters. The tabs wrap onto a second line rather than scroll, so every tab, the
 * first one included, is in view on a phone.
 */
export function StageTabs({ tabs, value, onChange, counts, children }: StageTabsProps) {
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        const tab = tabs.find((t) => t.stage === next);
        if (tab) onChange(tab.stage);
      }}
      keepMounted={false}
      classNames={{ list: classes.list, tab: classes.tab, tabSection: classes.section }}
    >
      <Tabs.List>
        {tabs.map((t) => {
          const count = counts?.[t.stage];
          return (
            <Tabs.Tab
              key={t.stage}
              value={t.stage}
              color={STAGE_COLOURS[t.stage]}
              leftSection={<ColorSwatch color={STAGE_COLOURS[t.stage]} size={10} withShadow={false} aria-hidden />}
              rightSection={
                count === undefined ? (
                  // The count's room is kept while it loads, so the tabs do not wrap anew when it comes.
                  <Text
                    component="span"
                    size="xs"
                    fw={600}
                    className={classes.count}
                    aria-hidden
                    style={{ visibility: 'hidden' }}
                  >
                    00
                  </Text>
                ) : (
                  <Text component="span" size="xs" fw={600} className={classes.count} data-testid="tab-count">
                    {/* The space keeps the accessible name "Buying 48 records", not "Buying48 records". */}
                    {` ${count}`}
                    <VisuallyHidden>{count === 1 ? ' record' : ' records'}</VisuallyHidden>
                  </Text>
                )
              }
            >
              {t.label}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t.stage} value={t.stage} pt="md">
          {t.stage === value ? children : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
