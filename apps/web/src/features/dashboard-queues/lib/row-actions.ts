import {
  type AccessFields,
  AREA_LABELS,
  AREAS,
  type Area,
  CONFIRMATIONS,
  canArchive,
  canMoveArea,
  isArea,
  moveAreaConfirmation,
  type RoleName,
} from '@dealer/domain';

export type RowAction =
  | { kind: 'move'; area: Area; label: string; confirmation: string }
  | { kind: 'archive'; label: string; confirmation: string };

/**
 * The row menu of a queue record (spec part 1 section 2): move to each area the record is not in,
 * then archive; each only when the role may do it with this record (the server checks again).
 */
export function rowActions(roles: readonly RoleName[], row: AccessFields & { area?: string | null }): RowAction[] {
  const actions: RowAction[] = [];
  if (canMoveArea(roles, row)) {
    const current = isArea(row.area) ? row.area : null;
    for (const area of AREAS) {
      if (area === current) continue;
      actions.push({
        kind: 'move',
        area,
        label: `Move to ${AREA_LABELS[area]}`,
        confirmation: moveAreaConfirmation(area),
      });
    }
  }
  if (canArchive(roles, row)) actions.push({ kind: 'archive', label: 'Archive', confirmation: CONFIRMATIONS.archive });
  return actions;
}
