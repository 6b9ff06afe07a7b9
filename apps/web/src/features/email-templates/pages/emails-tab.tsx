/** Temporary: replaced at merge by helper "emails" (the Emails tab of dealer settings). */
export function EmailsTab() {
  return null;
}
