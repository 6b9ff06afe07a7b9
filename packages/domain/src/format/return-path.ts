/** The WHATWG URL class every browser and Node has (the domain is built without DOM or Node types). */
declare const URL: new (
  input: string,
  base: string,
) => { origin: string; pathname: string; search: string; hash: string };

/** Any origin of ours: only the origin's equality matters, never its name. */
const BASE = 'https://app.invalid';

/**
 * A return path (after sign-in, after an OAuth consent) as a browser will follow it: parsed the
 * WHATWG way (tabs and newlines dropped, backslashes read as slashes, dot segments resolved), so
 * "/\t/evil.example" is seen as the other site it is. Answers the normalised same-origin path
 * (path, query, hash), or null for anything that is not one.
 */
export function sameOriginPath(input: string): string | null {
  if (!input.startsWith('/') || input.startsWith('//') || input.startsWith('/\\')) return null;
  let url: { origin: string; pathname: string; search: string; hash: string };
  try {
    url = new URL(input, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil" resolves to the path "//evil", which would leave the site once written as a link.
  return path.startsWith('//') ? null : path;
}
