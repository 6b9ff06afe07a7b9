import { describe, expect, it } from 'vitest';
import {
  allowReadVals,
  allowService,
  allowTransfers,
  allowWriteAppraisal,
  canEnterPath,
  canEnterRoute,
  canSeeServiceQr,
  inGroup,
  inSales,
  isAdminOrAcquisition,
  isAdminOrFinance,
  isAdminOrSalesAcquisition,
  isAppraiser,
  isDealerAdmin,
  isGroupAdmin,
  isReception,
  isServiceTech,
  landingPath,
  onlyService,
  ROLE_GROUPS,
} from './flags';
import { ROLE_NAMES, type RoleName } from './roles';

const holders = (check: (roles: unknown) => boolean) => ROLE_NAMES.filter((r) => check([r])).sort();
const sorted = (list: readonly RoleName[]) => [...list].sort();

describe('groups and flags (part 1 section 6 table; part 2 section 6)', () => {
  it('in sales: DEALER_ADMIN, SALES, SALES_MANAGER, FINANCE_MANAGER', () => {
    expect(holders(inSales)).toEqual(sorted(['DEALER_ADMIN', 'SALES', 'SALES_MANAGER', 'FINANCE_MANAGER']));
  });
  it('allowReadVals: ACQ_MANAGER, APPRAISER, DEALER_ADMIN, FINANCE_MANAGER, SALES_MANAGER', () => {
    expect(holders(allowReadVals)).toEqual(
      sorted(['ACQ_MANAGER', 'APPRAISER', 'DEALER_ADMIN', 'FINANCE_MANAGER', 'SALES_MANAGER']),
    );
  });
  it('allowWriteAppraisal: ACQ_MANAGER, APPRAISER, DEALER_ADMIN, SALES_MANAGER, SERVICE_MANAGER', () => {
    expect(holders(allowWriteAppraisal)).toEqual(
      sorted(['ACQ_MANAGER', 'APPRAISER', 'DEALER_ADMIN', 'SALES_MANAGER', 'SERVICE_MANAGER']),
    );
  });
  it('allowTransfers: DEALER_ADMIN, ACQ_MANAGER, FINANCE_MANAGER, APPRAISER, SERVICE_MANAGER', () => {
    expect(holders(allowTransfers)).toEqual(
      sorted(['DEALER_ADMIN', 'ACQ_MANAGER', 'FINANCE_MANAGER', 'APPRAISER', 'SERVICE_MANAGER']),
    );
  });
  it('admin or acquisition / admin or finance / admin or sales/acquisition', () => {
    expect(holders(isAdminOrAcquisition)).toEqual(sorted(['DEALER_ADMIN', 'ACQ_MANAGER']));
    expect(holders(isAdminOrFinance)).toEqual(sorted(['DEALER_ADMIN', 'FINANCE_MANAGER']));
    expect(holders(isAdminOrSalesAcquisition)).toEqual(sorted(['DEALER_ADMIN', 'SALES_MANAGER', 'ACQ_MANAGER']));
  });
  it('allowService: DEALER_ADMIN, SERVICE_TECH, SERVICE_MANAGER', () => {
    expect(holders(allowService)).toEqual(sorted(['DEALER_ADMIN', 'SERVICE_TECH', 'SERVICE_MANAGER']));
  });
  it('single-role flags', () => {
    expect(holders(isDealerAdmin)).toEqual(['DEALER_ADMIN']);
    expect(holders(isGroupAdmin)).toEqual(['GROUP_ADMIN']);
    expect(holders(isAppraiser)).toEqual(['APPRAISER']);
    expect(holders(isReception)).toEqual(['RECEPTION']);
    expect(holders(isServiceTech)).toEqual(['SERVICE_TECH']);
    expect(inGroup(['DEALER'], 'dealer')).toBe(true);
    expect(Object.keys(ROLE_GROUPS)).toContain('adminOrSalesAcquisition');
  });
  it('flags read roles given as a JSON string too', () => {
    expect(allowReadVals('[{"name":"APPRAISER","abbrev":"APR"}]')).toBe(true);
    expect(allowReadVals('[{"name":"SALES"}]')).toBe(false);
  });
  it('onlyService: "holds only service tech and/or service manager roles (at most one extra role when both)"', () => {
    expect(onlyService(['SERVICE_TECH'])).toBe(true);
    expect(onlyService(['SERVICE_TECH', 'SERVICE_MANAGER', 'DEALER'])).toBe(true);
    expect(onlyService(['SERVICE_MANAGER', 'DEALER'])).toBe(true);
    expect(onlyService(['SERVICE_TECH', 'SALES'])).toBe(false);
    expect(onlyService(['DEALER'])).toBe(false);
    expect(onlyService([])).toBe(false);
  });
  it('service QR: "users with service access, and users holding role ids 3, 12 or 13"', () => {
    expect(canSeeServiceQr(['RECEPTION'])).toBe(true);
    expect(canSeeServiceQr(['SERVICE_TECH'])).toBe(true);
    expect(canSeeServiceQr([{ id: 13 }])).toBe(true);
    expect(canSeeServiceQr(['DEALER_ADMIN'])).toBe(true);
    expect(canSeeServiceQr(['SALES', 'DEALER'])).toBe(false);
  });
});

describe('landing and route guard (part 1 section 2)', () => {
  it('"/ redirects by role: reception goes to /{dslug}/new; appraisers go to the appraisals list; anyone else goes to /{dslug}/new"', () => {
    expect(landingPath(['RECEPTION'], 'acme')).toBe('/acme/new');
    expect(landingPath(['APPRAISER'], 'acme')).toBe('/acme/appraisals');
    expect(landingPath(['SALES'], 'acme')).toBe('/acme/new');
    expect(landingPath(['RECEPTION', 'APPRAISER'], 'acme')).toBe('/acme/new');
    expect(landingPath('["APPRAISER"]', 'acme')).toBe('/acme/appraisals');
  });
  it('"a route without declared roles defaults to requiring the DEALER role"', () => {
    expect(canEnterRoute(['DEALER'])).toBe(true);
    expect(canEnterRoute(['SALES'])).toBe(false);
    expect(canEnterRoute(['SALES'], [])).toBe(false);
    expect(canEnterRoute(['SALES'], ['SALES', 'DEALER_ADMIN'])).toBe(true);
  });
  it('guards paths by their route roles; anonymous paths are open', () => {
    expect(canEnterPath([], '/auth/login')).toBe(true);
    expect(canEnterPath(['DEALER', 'SALES'], '/acme/appraisals/board')).toBe(false);
    expect(canEnterPath(['DEALER', 'FINANCE_MANAGER'], '/acme/appraisals/board')).toBe(true);
    expect(canEnterPath(['DEALER'], '/acme/appraisals/12')).toBe(true);
  });
});
