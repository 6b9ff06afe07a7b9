import { defaultDetailTab, type RoleName, resolveDetailTab } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { visibleDetailTabs } from './detail-tabs';

const ADMIN: RoleName[] = ['DEALER', 'DEALER_ADMIN'];
const SALES: RoleName[] = ['DEALER', 'SALES'];

describe('detail tabs', () => {
  it('the worksheet tab only for roles that may read valuations', () => {
    expect(visibleDetailTabs(ADMIN)).toEqual(['worksheet', 'inspection', 'documents', 'activity']);
    expect(visibleDetailTabs(SALES)).toEqual(['inspection', 'documents', 'activity']);
  });

  it('defaults to the worksheet, or activity without allowReadVals; ?tab=worksheet falls back too', () => {
    expect(defaultDetailTab(ADMIN)).toBe('worksheet');
    expect(defaultDetailTab(SALES)).toBe('activity');
    expect(resolveDetailTab(SALES, 'worksheet')).toBe('activity');
    expect(resolveDetailTab(SALES, 'documents')).toBe('documents');
    expect(resolveDetailTab(ADMIN, 'bogus')).toBe('worksheet');
  });
});
