import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../app/readable-colors';
import { DELIVERY_STATUS } from './delivery-status';

/** 'orange.9' as its hex in the theme; a hex stays as it is. */
function hexOf(color: string): string {
  const [name, shade] = color.split('.');
  return shade === undefined ? color : DEFAULT_THEME.colors[name!]![Number(shade)]!;
}

describe('delivery badges (filled, white text)', () => {
  it('keep 4.5:1 or more: "Not sent" was orange 9, 4.3:1 (issue 38 point 14)', () => {
    for (const [status, { color }] of Object.entries(DELIVERY_STATUS))
      expect(contrastRatio('#ffffff', hexOf(color)), status).toBeGreaterThanOrEqual(4.5);
  });
});
