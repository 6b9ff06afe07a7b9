import { landingPath, settingsLandingPath } from '@dealer/domain';
import { Navigate } from 'react-router';
import { useCurrentDealer } from '../../features/auth';

/** "/{dslug}" alone: the landing page by role at that dealer. */
export function DealerLanding() {
  const { dealer, roles } = useCurrentDealer();
  return <Navigate to={landingPath(roles, dealer.slug)} replace />;
}

/**
 * "/{dslug}/settings" alone: the first settings tab the user may open (Campaigns for the campaign
 * roles, Profile for admins), never a tab closed to them (issue 38 point 1). The layout's guard
 * lets in only those with a tab.
 */
export function SettingsLanding() {
  const { dealer, roles } = useCurrentDealer();
  return <Navigate to={settingsLandingPath(roles, dealer.slug) ?? landingPath(roles, dealer.slug)} replace />;
}
