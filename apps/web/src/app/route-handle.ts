import { PRODUCT_NAME, type RoleName } from '@dealer/domain';
import type { Params } from 'react-router';

export interface TitleContext {
  params: Params;
  /** Name of the current dealer ('' when signed out). */
  dealerName: string;
  /** The address's query: a title may name what it selects (the drill-down's window). */
  search: URLSearchParams;
}

/** What each route declares besides its component: its page title and, optionally, its roles. */
export interface RouteHandle {
  title?: string | ((ctx: TitleContext) => string);
  /** Declared roles (from ROUTE_ROLES); none means DEALER is required behind the guard. */
  roles?: readonly RoleName[];
  /**
   * A customer's page: it names its tab itself, after the dealer (lib/customer-title.ts), never
   * after the product the customer does not know.
   */
  customer?: true;
}

interface MatchLike {
  handle: unknown;
  params: Params;
}

function handleOf(match: MatchLike): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

/** The deepest matched route that declares roles decides (a child overrides its layout). */
export function declaredRoles(matches: readonly MatchLike[]): readonly RoleName[] | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const roles = match ? handleOf(match).roles : undefined;
    if (roles) return roles;
  }
  return undefined;
}

/** The deepest matched route with a title gives the page title. */
export function resolveTitle(
  matches: readonly MatchLike[],
  dealerName: string,
  search = new URLSearchParams(),
): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const title = match ? handleOf(match).title : undefined;
    if (title === undefined) continue;
    return typeof title === 'function' ? title({ params: match?.params ?? {}, dealerName, search }) : title;
  }
  return undefined;
}

/** Spec part 1 section 2: "The page title is set from each page's title." */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Whether the page is a customer's (the deepest route that declares a title says so). */
export function isCustomerPage(matches: readonly MatchLike[]): boolean {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match ? handleOf(match) : {};
    if (handle.title !== undefined) return handle.customer === true;
  }
  return false;
}
