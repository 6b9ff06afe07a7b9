// The public face of the intake module: other modules make customer-form links through it.
export { createFormInvite, createFormInvites, type FormInvite } from './share.service';
