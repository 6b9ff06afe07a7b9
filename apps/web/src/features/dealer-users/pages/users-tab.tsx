/** Temporary: replaced at merge by helper "users" (the Users tab of dealer settings). */
export function UsersTab() {
  return null;
}
