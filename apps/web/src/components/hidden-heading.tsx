import { Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './hidden-heading.module.css';

/**
 * A heading for screen readers only: it keeps the page's outline in order (h1, h2, h3) where the
 * design shows the level another way, such as a tab's label above its panel.
 */
export function HiddenHeading({ order, children }: { order: TitleOrder; children: ReactNode }) {
  return (
    <Title order={order} className={classes.hidden}>
      {children}
    </Title>
  );
}
