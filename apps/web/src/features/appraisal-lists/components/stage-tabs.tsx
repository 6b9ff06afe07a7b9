import { STAGE_COLOURS, type Stage } from '@dealer/domain';
import { ColorSwatch, Tabs } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import type { StageTab } from '../lib/list-page-config';

interface StageTabsProps {
  tabs: readonly StageTab[];
  value: Stage | null;
  onChange: (stage: Stage) => void;
  /** The list, shown in the active tab's panel. */
  children: ReactNode;
}

/** The stage tabs, each with its stage colour (part 2 section 2.1). */
export function StageTabs({ tabs, value, onChange, children }: StageTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // On a narrow screen the tab row scrolls: bring the chosen tab into view.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.children[tabs.findIndex((t) => t.stage === value)] as HTMLElement | undefined;
    if (
      list &&
      active &&
      (active.offsetLeft < list.scrollLeft ||
        active.offsetLeft + active.offsetWidth > list.scrollLeft + list.clientWidth)
    )
      list.scrollLeft = active.offsetLeft - 16;
  }, [value, tabs]);
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        const tab = tabs.find((t) => t.stage === next);
        if (tab) onChange(tab.stage);
      }}
      keepMounted={false}
    >
      <Tabs.List ref={listRef} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {tabs.map((t) => (
          <Tabs.Tab
            key={t.stage}
            value={t.stage}
            color={STAGE_COLOURS[t.stage]}
            leftSection={<ColorSwatch color={STAGE_COLOURS[t.stage]} size={10} withShadow={false} aria-hidden />}
            style={{ whiteSpace: 'nowrap' }}
          >
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t.stage} value={t.stage} pt="md">
          {t.stage === value ? children : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
