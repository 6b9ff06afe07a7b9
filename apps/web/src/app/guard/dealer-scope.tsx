import { Outlet, useParams } from 'react-router';
import { useSession } from '../../features/auth';

/**
 * Layout of /{dslug}/...: the slug must be one of the user's dealers. An unknown slug throws an
 * error naming the slug, which the route error boundary turns into a logout (spec part 1 section 2).
 */
export function DealerScope() {
  const { dslug } = useParams();
  const session = useSession();
  if (!session.dealers.some((d) => d.slug === dslug)) {
    throw new Error(`Unknown dealer slug "${dslug ?? ''}"`);
  }
  return <Outlet />;
}
