import type { RoleName } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { loginPath, safeAfter } from '../../lib/auth-paths';
import type { Session, SessionDealer } from '../../lib/session';
import { guardRedirect, landingRedirect, slugPrefixRedirect } from './guard';
import { isSlugError } from './slug-error';

const role = (name: RoleName) => ({ name, abbrev: name.slice(0, 3) });
const dealer = (id: number, slug: string, roles: RoleName[]): SessionDealer => ({
  id,
  slug,
  name: slug,
  logoUrl: null,
  roles: roles.map(role),
});
const session = (...dealers: SessionDealer[]): Session => ({
  user: {
    id: 1,
    email: 'a@b.test',
    firstName: 'A',
    lastName: 'B',
    fullName: 'A B',
    phoneNumber: null,
    uid: 'u1',
    roles: dealers[0]?.roles ?? [],
  },
  dealers,
});

describe('guardRedirect', () => {
  it('sends a signed-out user to login with the path and query in after', () => {
    expect(guardRedirect({ session: null, pathname: '/metro/appraisals', search: '?tab=offered' })).toBe(
      `/auth/login?after=${encodeURIComponent('/metro/appraisals?tab=offered')}`,
    );
  });

  it('requires DEALER when the route declares no roles', () => {
    const s = session(dealer(1, 'metro', ['DEALER']));
    expect(guardRedirect({ session: s, pathname: '/metro/new', search: '' })).toBeNull();
    const noDealer = session(dealer(1, 'metro', ['SALES']));
    expect(guardRedirect({ session: noDealer, pathname: '/metro/new', search: '' })).toBe(loginPath('/metro/new'));
  });

  it('requires one of the declared roles, at the dealer of the path', () => {
    const s = session(dealer(1, 'metro', ['DEALER', 'SALES']), dealer(2, 'harbor', ['DEALER', 'DEALER_ADMIN']));
    const declared = ['DEALER_ADMIN'] as const;
    expect(guardRedirect({ session: s, pathname: '/metro/outbox', search: '', declared })).toBe(
      loginPath('/metro/outbox'),
    );
    expect(guardRedirect({ session: s, pathname: '/harbor/outbox', search: '', declared })).toBeNull();
  });

  it('uses the first dealer for paths without a slug', () => {
    const s = session(dealer(1, 'metro', ['DEALER', 'GROUP_ADMIN']), dealer(2, 'harbor', ['DEALER']));
    expect(guardRedirect({ session: s, pathname: '/my/stats', search: '', declared: ['GROUP_ADMIN'] })).toBeNull();
  });

  it('lets a person with no dealer open "/" only (their invitations), nothing of a dealer', () => {
    const none = session();
    expect(guardRedirect({ session: none, pathname: '/', search: '' })).toBeNull();
    expect(guardRedirect({ session: none, pathname: '/metro/new', search: '' })).toBe(loginPath('/metro/new'));
    expect(guardRedirect({ session: none, pathname: '/my/settings/profile', search: '' })).toBe(
      loginPath('/my/settings/profile'),
    );
  });

  it('accepts roles sent as a JSON string', () => {
    // Our server sends arrays; the spec (part 1 section 3) allows a JSON string, which the guard still reads.
    const roles = JSON.stringify([role('DEALER')]) as unknown as SessionDealer['roles'];
    const s = session({ id: 1, slug: 'metro', name: 'Metro', logoUrl: null, roles });
    expect(guardRedirect({ session: s, pathname: '/metro/new', search: '' })).toBeNull();
  });
});

describe('slugPrefixRedirect', () => {
  it('prefixes /new and /appraisals paths with the default slug and keeps the query', () => {
    expect(slugPrefixRedirect('/new', '', 'metro')).toBe('/metro/new');
    expect(slugPrefixRedirect('/appraisals', '?filter=%7B%7D', 'metro')).toBe('/metro/appraisals?filter=%7B%7D');
    expect(slugPrefixRedirect('/appraisals/returns', '?tab=grounded', 'metro')).toBe(
      '/metro/appraisals/returns?tab=grounded',
    );
    expect(slugPrefixRedirect('/appraisals/123', '', 'metro')).toBe('/metro/appraisals/123');
  });

  it('leaves other paths alone', () => {
    expect(slugPrefixRedirect('/newest', '', 'metro')).toBeNull();
    expect(slugPrefixRedirect('/metro/new', '', 'metro')).toBeNull();
    expect(slugPrefixRedirect('/appraisalsx', '', 'metro')).toBeNull();
  });
});

describe('landingRedirect', () => {
  it('sends appraisers to the appraisals list and everyone else to /new, at the first dealer', () => {
    expect(landingRedirect(session(dealer(1, 'metro', ['DEALER', 'APPRAISER'])))).toBe('/metro/appraisals');
    expect(landingRedirect(session(dealer(1, 'metro', ['DEALER', 'RECEPTION'])))).toBe('/metro/new');
    expect(landingRedirect(session(dealer(1, 'metro', ['DEALER', 'RECEPTION', 'APPRAISER'])))).toBe('/metro/new');
    expect(landingRedirect(session(dealer(1, 'metro', ['DEALER', 'SALES']), dealer(2, 'x', ['APPRAISER'])))).toBe(
      '/metro/new',
    );
  });

  it('has nowhere to go without a dealer', () => {
    expect(landingRedirect(session())).toBeNull();
  });
});

describe('safeAfter', () => {
  it('keeps paths of this app', () => {
    expect(safeAfter('/metro/appraisals?tab=offered')).toBe('/metro/appraisals?tab=offered');
  });

  it('refuses other origins, the auth pages and nothing', () => {
    for (const bad of [
      null,
      '',
      'https://evil.test',
      '//evil.test',
      '/\\evil.test',
      '/\t/evil.test',
      '/.//evil.test',
      '/x/../auth/logout',
      '/auth/logout',
      '/auth/login?after=/x',
    ]) {
      expect(safeAfter(bad)).toBe('/');
    }
  });
});

describe('isSlugError', () => {
  it('matches errors that mention slug', () => {
    expect(isSlugError(new Error('Unknown dealer slug "nope"'))).toBe(true);
    expect(isSlugError(new TypeError("Cannot read properties of undefined (reading 'slug')"))).toBe(true);
    expect(isSlugError('slug missing')).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isSlugError(new Error('Network down'))).toBe(false);
    expect(isSlugError({ message: 'slug' })).toBe(false);
    expect(isSlugError(undefined)).toBe(false);
  });
});
