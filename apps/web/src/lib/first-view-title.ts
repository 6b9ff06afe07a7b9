// Read when the app starts (main.tsx imports it first), while #root still holds the server's first view.
const root = document.getElementById('root');
const sent = { path: location.pathname, title: root?.dataset.title };

/**
 * The vehicle the server named in the first view of this path (web-pages.ts, for a member of the
 * record's dealer), if it did: the record page keeps it as its heading while the record loads.
 */
export function firstViewTitle(pathname: string): string | undefined {
  return pathname === sent.path ? sent.title : undefined;
}
