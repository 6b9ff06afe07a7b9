import { describe, expect, it } from 'vitest';
import { changedSettings, defaultsFormValues, defaultsSchema } from './defaults-form';

describe('Defaults form', () => {
  it('checks every setting with the spec messages', () => {
    const r = defaultsSchema.safeParse({ s40107: '', s40108: 'Black Book' });
    const messages = r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toMatchObject({ s40107: 'Value is required.', s40108: 'Enter one of: MMR, JDP, Galves' });
  });
  it('sends only what changed', () => {
    const before = defaultsFormValues([
      { id: 40107, value: 200 },
      { id: 40109, value: false },
      { id: 40111, value: null },
    ]);
    expect(before).toEqual({ s40107: 200, s40109: false, s40111: '' });
    expect(changedSettings(before, { s40107: 250, s40109: false, s40111: '' })).toEqual([{ id: 40107, value: 250 }]);
  });
});
