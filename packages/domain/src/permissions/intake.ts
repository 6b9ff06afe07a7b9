import { allowService, onlyService, type Roles } from './flags';

/**
 * Who may start an appraisal from the Welcome page (part 1 section 2): the trade-in, lease-return and
 * share cards are "hidden for service-only users"; the service appraisal card shows "only if
 * service is allowed". The server applies the same rule to POST /appraisals/start and share-invite.
 */
export function canStartAppraisal(roles: Roles, service: boolean): boolean {
  return service ? allowService(roles) : !onlyService(roles);
}

/** The share card is one of the sales cards. */
export function canShareForm(roles: Roles): boolean {
  return !onlyService(roles);
}
