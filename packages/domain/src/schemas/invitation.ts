import { z } from 'zod';
import { ROLE_NAMES } from '../permissions/roles';
import { idParam } from './fields';

/** POST /user/invitations/{invitationId}/accept and /decline. */
export const invitationParams = z.object({ invitationId: idParam() });

/**
 * POST /users answers 202 with this when the e-mail is an existing account's: the dealer learns
 * that an invitation went, nothing about the account.
 */
export const invitationSentSchema = z.object({ status: z.literal('invited'), email: z.string() });
export type InvitationSent = z.infer<typeof invitationSentSchema>;

/** One open invitation of the signed-in person (GET /user/invitations). */
export const userInvitationSchema = z.object({
  id: z.number().int(),
  dealer: z.object({ id: z.number().int(), name: z.string() }),
  roles: z.array(z.object({ id: z.number().int(), name: z.enum(ROLE_NAMES), abbrev: z.string(), summary: z.string() })),
  /** The inviter's name. */
  invitedBy: z.string(),
  createdAt: z.string(),
});
export type UserInvitation = z.infer<typeof userInvitationSchema>;
