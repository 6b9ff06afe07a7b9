import { describe, expect, it } from 'vitest';
import { vehicleHistoryStartSchema } from '../schemas/vehicle-history';
import { sameOriginPath } from './return-path';

describe('sameOriginPath: a return path as the browser will follow it (issue #35 point 6)', () => {
  it('keeps paths of this app, normalised as the browser does', () => {
    expect(sameOriginPath('/metro/appraisals?tab=offered#top')).toBe('/metro/appraisals?tab=offered#top');
    expect(sameOriginPath('/a/../b')).toBe('/b');
    expect(sameOriginPath('/a\\b')).toBe('/a/b');
    expect(sameOriginPath('/x\ty')).toBe('/xy');
  });

  it('refuses anything the browser would read as another site, or not as a path', () => {
    for (const bad of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\\evil.example',
      '//evil.example',
      '/.//evil.example',
      '/./\t/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      ' /x',
      '',
    ]) {
      expect(sameOriginPath(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('is the rule of POST /carfax/connect, which keeps the normalised path', () => {
    expect(vehicleHistoryStartSchema.safeParse({ returnTo: '/\t/evil.example' }).success).toBe(false);
    expect(vehicleHistoryStartSchema.parse({ returnTo: '/m/../metro/appraisals/7' })).toEqual({
      returnTo: '/metro/appraisals/7',
    });
    expect(vehicleHistoryStartSchema.parse({})).toEqual({ returnTo: '/' });
  });
});
