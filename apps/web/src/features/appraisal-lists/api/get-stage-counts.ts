import type { StageCountGroup, StageCountsAnswer } from '@dealer/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { APPRAISALS_QUERY_KEY } from './get-appraisals';

/** Records per stage tab, every stage of the grouping (0 when empty). */
export type StageCounts = Readonly<StageCountsAnswer['counts']>;

/** The key every stage-count query starts with (under the lists' key, so list refreshes reach it). */
export const stageCountsKey = (dealerId: number) => [APPRAISALS_QUERY_KEY, dealerId, 'counts'] as const;

/**
 * GET /appraisals/counts?filter&by: how many records each stage tab of a list holds, with the
 * list's filter (its stage left out). Served by the same WHERE as the list, so a tab's count is
 * that tab's total.
 */
export async function getStageCounts(
  filter: Readonly<Record<string, unknown>>,
  by: StageCountGroup,
  signal?: AbortSignal,
): Promise<StageCounts> {
  const { counts } = await api.get<StageCountsAnswer>('/appraisals/counts', {
    params: { filter, by },
    signal,
  });
  return counts;
}

export const stageCountsQueryOptions = (
  dealerId: number,
  filter: Readonly<Record<string, unknown>>,
  by: StageCountGroup,
) =>
  queryOptions({
    queryKey: [...stageCountsKey(dealerId), filter, by],
    queryFn: ({ signal }) => getStageCounts(filter, by, signal),
    placeholderData: keepPreviousData,
  });

export function useStageCounts(
  dealerId: number,
  filter: Readonly<Record<string, unknown>>,
  by: StageCountGroup,
  enabled: boolean,
) {
  return useQuery({ ...stageCountsQueryOptions(dealerId, filter, by), enabled });
}
