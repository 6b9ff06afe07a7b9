/**
 * The condition answers an inspection reports (the provider's `answers`: warning lights, body
 * damage, tyres, smoke), each answer that is a finding in words a customer reads. An answer that
 * is not a finding ('no', 'none', 'good') has no entry.
 */
export const INSPECTION_FINDING_TEXTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  warningLights: { yes: 'warning lights on' },
  bodyDamage: { minor: 'minor body damage', major: 'major body damage' },
  tyres: { worn: 'worn tyres' },
  smokedIn: { yes: 'smoked in' },
};

/** The findings among an inspection's answers, in the report's order; anything unknown is left out. */
export function inspectionFindings(answers: unknown): string[] {
  if (typeof answers !== 'object' || answers === null) return [];
  const given = answers as Record<string, unknown>;
  return Object.entries(INSPECTION_FINDING_TEXTS).flatMap(([question, texts]) => {
    const answer = given[question];
    const text = typeof answer === 'string' ? texts[answer] : undefined;
    return text ? [text] : [];
  });
}
