import { canFetchFirstUser, type FirstUser, type Roles } from '@dealer/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client';
import { appraisalKey } from './get-appraisal-detail';

/** POST /appraisals/{id}/first_user: the first assigned user; an unassigned record becomes the caller's. */
export function postFirstUser(id: number): Promise<FirstUser> {
  return api.post<FirstUser>(`/appraisals/${id}/first_user`);
}

/**
 * Made once on opening a record, only for roles that may write appraisals and service techs (part 1
 * section 6). When it assigned the caller (the record had nobody), the header and the activity
 * refetch to show it.
 */
export function useFirstUser(dealerId: number, id: number, roles: Roles, assignedCount: number | undefined) {
  const queryClient = useQueryClient();
  const allowed = canFetchFirstUser(roles);
  const loaded = assignedCount !== undefined;
  // Once per record opened (the page is keyed by id): later changes are the editor's.
  const asked = useRef(false);
  useEffect(() => {
    if (!allowed || !loaded || asked.current) return;
    asked.current = true;
    postFirstUser(id)
      .then((answer) => {
        if (answer.user && assignedCount === 0) {
          void queryClient.invalidateQueries({ queryKey: appraisalKey(dealerId, id) });
        }
      })
      // Who is assigned is not worth an alert on opening a record; the header shows what is stored.
      .catch(() => undefined);
  }, [allowed, loaded, id, dealerId, assignedCount, queryClient]);
}
