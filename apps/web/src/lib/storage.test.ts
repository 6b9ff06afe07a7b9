import { describe, expect, it } from 'vitest';
import { DEFAULT_DLRAPP, parseDlrapp } from './storage';

describe('parseDlrapp', () => {
  it('reads stored preferences', () => {
    expect(parseDlrapp('{"menuOpen":true,"collapsed":{"appraisals":true,"details":false}}')).toEqual({
      menuOpen: true,
      collapsed: { appraisals: true, details: false },
      columns: {},
    });
  });

  it('reads the chosen list columns, dropping values that are not true or false', () => {
    expect(parseDlrapp('{"columns":{"team":false,"mmr":true,"bad":"yes"}}').columns).toEqual({
      team: false,
      mmr: true,
    });
    expect(parseDlrapp('{"columns":["team"]}').columns).toEqual({});
  });

  it('falls back to defaults for missing keys and bad JSON', () => {
    expect(parseDlrapp(null)).toEqual(DEFAULT_DLRAPP);
    expect(parseDlrapp('not json')).toEqual(DEFAULT_DLRAPP);
    expect(parseDlrapp('"text"')).toEqual(DEFAULT_DLRAPP);
    expect(parseDlrapp('{"menuOpen":"yes","collapsed":{"details":true}}')).toEqual({
      menuOpen: false,
      collapsed: { appraisals: false, details: true },
      columns: {},
    });
  });
});
