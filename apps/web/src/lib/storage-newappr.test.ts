import { describe, expect, it } from 'vitest';
import { DEFAULT_NEWAPPR, parseNewappr } from './storage';

describe('parseNewappr', () => {
  it('reads the last plate state and sendInspect', () => {
    expect(parseNewappr('{"plateState":"CA","sendInspect":"email_phone"}')).toEqual({
      plateState: 'CA',
      sendInspect: 'email_phone',
    });
  });

  it('forgets unknown values and bad JSON', () => {
    expect(parseNewappr(null)).toEqual(DEFAULT_NEWAPPR);
    expect(parseNewappr('nope')).toEqual(DEFAULT_NEWAPPR);
    expect(parseNewappr('{"plateState":"ZZ","sendInspect":"fax"}')).toEqual(DEFAULT_NEWAPPR);
  });
});
