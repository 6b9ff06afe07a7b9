import { useMutation } from '@tanstack/react-query';
import { startConnection } from '../api/vehicle-history';

/** "Login required" pressed: off to the provider's sign-in, to come back to this page. */
export function useStartConnection() {
  return useMutation({
    mutationFn: () => startConnection(`${window.location.pathname}${window.location.search}`),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
