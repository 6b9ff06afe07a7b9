import { vehicleTitle } from '@dealer/domain';
import { Text } from '@mantine/core';
import { Link } from 'react-router';
import type { QueueRow as QueueRowModel } from '../api/get-queue';
import type { RowAction } from '../lib/row-actions';
import classes from './queues.module.css';
import { RowMenu } from './row-menu';

interface QueueRowProps {
  row: QueueRowModel;
  slug: string;
  actions: readonly RowAction[];
  onAction: (row: QueueRowModel, action: RowAction) => void;
}

/** One record of a queue: year, make, model, trim and VIN, linking to the appraisal; actions on hover. */
export function QueueRow({ row, slug, actions, onAction }: QueueRowProps) {
  const title = vehicleTitle(row);
  return (
    <li className={classes.row}>
      <Link to={`/${slug}/appraisals/${row.id}`} className={classes.rowLink}>
        <Text component="span" display="block" fw={500} className={classes.vehicle}>
          {title}
        </Text>
        <Text component="span" display="block" size="sm" c="dimmed" className={classes.vin}>
          {row.vin}
        </Text>
      </Link>
      {actions.length > 0 ? (
        <RowMenu actions={actions} label={`${title} ${row.vin}`} onAction={(action) => onAction(row, action)} />
      ) : null}
    </li>
  );
}
