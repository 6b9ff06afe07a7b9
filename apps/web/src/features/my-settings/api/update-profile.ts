import type { OwnProfileInput, ProfileSaved } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { ProfileSaved };

/** PUT /user: firstName, lastName, phoneNumber; a new e-mail with the current password. */
export function updateProfile(values: OwnProfileInput): Promise<ProfileSaved> {
  return api.put<ProfileSaved>('/user', values);
}

// No cache update: a saved profile is followed by a forced sign-out (part 2 section 4).
export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
