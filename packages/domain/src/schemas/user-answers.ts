import { z } from 'zod';
import { ROLE_NAMES } from '../permissions/roles';
import { idAnswer, timestampAnswer } from './answer-fields';

/** A role held, as the session and the staff lists name it. */
export const roleRefAnswer = z.object({ name: z.enum(ROLE_NAMES), abbrev: z.string() });
export type RoleRef = z.infer<typeof roleRefAnswer>;

/** A role with its id and one-line summary (part 2 section 3 "roles[] (id, name, abbrev, summary)"). */
export const roleAnswer = roleRefAnswer.extend({ id: idAnswer, summary: z.string() });
export type RoleAnswer = z.infer<typeof roleAnswer>;

/** The signed-in person, with their roles at their first dealer. */
export const sessionUserAnswer = z.object({
  id: idAnswer,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
  uid: z.string(),
  roles: z.array(roleRefAnswer),
});
export type SessionUser = z.infer<typeof sessionUserAnswer>;

/** A dealer the person belongs to, with their roles there. */
export const sessionDealerAnswer = z.object({
  id: idAnswer,
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  roles: z.array(roleRefAnswer),
});
export type SessionDealer = z.infer<typeof sessionDealerAnswer>;

/** POST /auth/login and GET /user: the user and every dealer they belong to. */
export const sessionAnswer = z.object({ user: sessionUserAnswer, dealers: z.array(sessionDealerAnswer) });
export type Session = z.infer<typeof sessionAnswer>;

/** PUT /user: the session as saved, and the new e-mail waiting for its confirmation link (else null). */
export const profileSavedAnswer = sessionAnswer.extend({ pendingEmail: z.string().nullable() });
export type ProfileSaved = z.infer<typeof profileSavedAnswer>;

/** GET /users/roles: every role a dealer user can hold. */
export const rolesAnswer = z.array(roleAnswer);

/** A user of the dealer as the Users tab shows it (GET/POST/PUT /users). */
export const dealerUserAnswer = z.object({
  id: idAnswer,
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  roles: z.array(roleAnswer),
  createdAt: timestampAnswer,
  updatedAt: timestampAnswer,
  lastSignInAt: timestampAnswer.nullable(),
  confirmed: z.boolean().describe('false until the person chose a password through the confirm-account link'),
  sharedAccount: z
    .boolean()
    .describe('also a user of another dealer: name, e-mail and phone are theirs to change, not this dealer’s'),
});
export type DealerUser = z.infer<typeof dealerUserAnswer>;
export const dealerUsersAnswer = z.array(dealerUserAnswer);

/** GET /users/deal: the users who may own a deal (the sales roles). */
export const dealOwnerAnswer = z.object({
  id: idAnswer,
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  name: z.string(),
});
export type DealOwner = z.infer<typeof dealOwnerAnswer>;
export const dealOwnersAnswer = z.array(dealOwnerAnswer);

/** GET /dealer_users and /users/appraisal: the dealer's active staff with their roles there. */
export const staffMemberAnswer = z.object({
  id: idAnswer,
  uid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  initials: z.string(),
  phoneNumber: z.string().nullable(),
  roles: z.array(roleRefAnswer),
});
export type StaffMember = z.infer<typeof staffMemberAnswer>;
export const staffAnswer = z.array(staffMemberAnswer);
