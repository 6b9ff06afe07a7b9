import { z } from 'zod';
import { idAnswer, timestampAnswer } from './answer-fields';
import { idParam } from './fields';
import { roleAnswer } from './user-answers';

/** POST /user/invitations/{invitationId}/accept and /decline. */
export const invitationParams = z.object({ invitationId: idParam() });

/**
 * POST /users answers 202 with this when the e-mail is an existing account's: the dealer learns
 * that an invitation went, nothing about the account.
 */
export const invitationSentAnswer = z.object({ status: z.literal('invited'), email: z.string() });
export type InvitationSent = z.infer<typeof invitationSentAnswer>;

/** One open invitation of the signed-in person (GET /user/invitations). */
export const userInvitationAnswer = z.object({
  id: idAnswer,
  dealer: z.object({ id: idAnswer, name: z.string() }),
  roles: z.array(roleAnswer),
  invitedBy: z.string().describe("the inviter's name"),
  createdAt: timestampAnswer,
});
export type UserInvitation = z.infer<typeof userInvitationAnswer>;
