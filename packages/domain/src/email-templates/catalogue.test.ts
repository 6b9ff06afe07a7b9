import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATE_IDS, EMAIL_TEMPLATES } from './catalogue';
import { sampleValues, strayBrace, unknownVariables, variablesIn } from './variables';

describe('the default e-mail templates', () => {
  it('one per customer e-mail, with unique ids and external ids', () => {
    expect(EMAIL_TEMPLATES.map((t) => t.externalId).sort()).toEqual(Object.values(EMAIL_TEMPLATE_IDS).sort());
    expect(new Set(EMAIL_TEMPLATES.map((t) => t.id)).size).toBe(EMAIL_TEMPLATES.length);
  });
  it.each(EMAIL_TEMPLATES.map((t) => [t.externalId, t] as const))('%s is described the spec’s way', (_, t) => {
    expect(t.info.sections[0]).toMatchObject({ var: 'subject', required: true, readonly: false });
    expect(new Set(t.info.sections.map((s) => s.var)).size).toBe(t.info.sections.length);
    for (const s of t.info.sections) {
      expect(s.label).not.toBe('');
      // Every default uses only the variables the template offers, the after_text too.
      expect(unknownVariables(s.default + s.after_text, t.info.usable_vars)).toEqual([]);
      expect(strayBrace(s.default)).toBeNull();
      expect(strayBrace(s.after_text)).toBeNull();
      if (s.link) expect(t.info.usable_vars.map((u) => u.var)).toContain(s.link);
    }
    for (const u of t.info.usable_vars) {
      expect(u.description).not.toBe('');
      expect(u.example).not.toBe('');
    }
    expect(Object.keys(sampleValues(t.info.usable_vars))).toHaveLength(t.info.usable_vars.length);
  });
  it('reads {{ name }} with or without spaces', () => {
    expect(variablesIn('Hi {{a}}, {{ b }} and {{a}} {c}')).toEqual(['a', 'b']);
  });
});
