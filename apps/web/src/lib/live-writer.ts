import { newRequestId } from './request-id';

/**
 * This tab's id on the live channel (issue 38 point 8). Sent with each change the tab asks for and
 * when it opens the channel, so the server can tell this tab, and only it, which record changes
 * are the echo of its own: those it has already answered from its own call. A colleague's change
 * is always news, however soon it follows one of ours. New on every page load; never stored.
 */
export const TAB_WRITER_ID = `${newRequestId()}${newRequestId()}`;
export const WRITER_HEADER = 'x-live-writer';
