import { landingPath } from '@dealer/domain';
import { Navigate } from 'react-router';
import { useCurrentDealer } from '../../features/auth';

/** "/{dslug}" alone: the landing page by role at that dealer. */
export function DealerLanding() {
  const { dealer, roles } = useCurrentDealer();
  return <Navigate to={landingPath(roles, dealer.slug)} replace />;
}
