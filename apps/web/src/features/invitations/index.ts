/** Public face of invitations: the notice the shell shows above every page, and the query behind it. */
export { useInvitations } from './api/get-invitations';
export { InvitationNotices } from './components/invitation-notices';
