import { MANUAL_VALUATION_MARK } from '@dealer/domain';
import { Badge } from '@mantine/core';

/** The mark of a value entered by hand, the same on the panel and the worksheet. */
export function ManualMark() {
  return (
    <Badge size="sm" variant="outline" color="orange.9" data-testid="manual-mark">
      {MANUAL_VALUATION_MARK}
    </Badge>
  );
}
