import { describe, expect, it } from 'vitest';
import { ROLE_GROUPS } from './flags';
import { ROLE_NAMES } from './roles';
import {
  activityForRoles,
  HIDDEN_FIGURE,
  maskValueFigures,
  messagesForRoles,
  VALUE_ACTIVITY_ACTIONS,
  valuationActivityAction,
  valueFigureCents,
} from './value-activity';

const readers: readonly string[] = ROLE_GROUPS.allowReadVals;
const nonValueRoles = ROLE_NAMES.filter((r) => !readers.includes(r));

const record = {
  adjustedPayoffAmount: 3725,
  mmrVal: 18_450.5,
  auctionValuation: 17_900,
  reconBodyCost: 0,
  offerAmount: 15_000,
  auctionProposal: 15_000,
  estimatedDamage: 640,
};

const rows = [
  { id: 1, action: VALUE_ACTIVITY_ACTIONS.payoffUpdated, details: '$3,725.00' },
  { id: 2, action: VALUE_ACTIVITY_ACTIONS.reconUpdated, details: 'Body: $410.00, Mech: cleared' },
  { id: 3, action: valuationActivityAction('mmr'), details: '$18,450.50 (Average, grade 3.5)' },
  { id: 4, action: valuationActivityAction('blackbook'), details: '$17,100.00 (avg)' },
  {
    id: 5,
    action: VALUE_ACTIVITY_ACTIONS.worksheetSaved,
    details: 'Payoff $3,725.00; Wholesale valuation $17,900.00; Deal number; Bids 1 added',
  },
  { id: 6, action: VALUE_ACTIVITY_ACTIONS.worksheetSaved, details: 'Profit objective $1,500.00' },
  { id: 7, action: 'Offer sent', details: 'Exact offer: $15,000.00 (auction)' },
  { id: 8, action: 'Inspection completed', details: 'Grade 3.5, 40,000 mi, estimated damage $640.00' },
  // A writer added later that embeds a figure: masked by the record's own figures.
  { id: 9, action: 'Payoff changed', details: 'Payoff changed to $3,725; MMR $18,450.50' },
  { id: 10, action: 'Archived', details: null },
];

describe('activityForRoles (part 1 section 6: value figures need allowReadVals)', () => {
  it('answers every row as written to each role that may read valuations', () => {
    for (const role of readers) expect(activityForRoles(rows, ['DEALER', role], record)).toEqual(rows);
  });

  it('keeps who did what, without the figures, for every other role (derived from allowReadVals)', () => {
    expect(nonValueRoles).toEqual(expect.arrayContaining(['SALES', 'RECEPTION', 'SERVICE_TECH', 'SERVICE_MANAGER']));
    for (const role of nonValueRoles) {
      const shown = activityForRoles(rows, ['DEALER', role], record);
      expect(shown.map((r) => [r.id, r.action, r.details])).toEqual([
        [1, 'Payoff updated', null],
        [2, 'Recon updated', null],
        [3, 'MMR valuation', null],
        [4, 'Black Book valuation', null],
        [5, 'Worksheet saved', 'Payoff; Wholesale valuation; Deal number; Bids 1 added'],
        [6, 'Worksheet saved', 'Profit objective'],
        [7, 'Offer sent', 'Exact offer: $15,000.00 (auction)'],
        [8, 'Inspection completed', 'Grade 3.5, 40,000 mi, estimated damage $640.00'],
        [9, 'Payoff changed', `Payoff changed to ${HIDDEN_FIGURE}; MMR ${HIDDEN_FIGURE}`],
        [10, 'Archived', null],
      ]);
      expect(JSON.stringify(shown)).not.toMatch(/3,725|18,450|17,900|410\.00|17,100/);
    }
  });
});

describe('value figures in free text', () => {
  it('are the record’s non-zero value fields and the customer’s equity (offer - payoff), except amounts every role sees', () => {
    // Offer $15,000.00 - payoff $3,725.00: the equity $11,275.00 would give the payoff away.
    expect([...valueFigureCents(record)].sort()).toEqual([1_790_000, 1_845_050, 372_500, 1_127_500].sort());
  });

  it('are masked in any dollar form, and other amounts are left alone', () => {
    const figures = valueFigureCents(record);
    const h = HIDDEN_FIGURE;
    expect(maskValueFigures('was $3725, now $3,725.00 or -$3,725.0; $3,726.00', figures)).toBe(
      `was ${h}, now ${h} or ${h}; $3,726.00`,
    );
  });

  it('are masked in the subject and body of customer messages for roles without allowReadVals', () => {
    const messages = [{ id: 1, subject: 'Your offer', body: 'Offer $15,000.00. Your equity after payoff: $3,725.00' }];
    expect(messagesForRoles(messages, ['DEALER', 'FINANCE_MANAGER'], record)).toEqual(messages);
    expect(messagesForRoles(messages, ['DEALER', 'SALES'], record)).toEqual([
      { id: 1, subject: 'Your offer', body: `Offer $15,000.00. Your equity after payoff: ${HIDDEN_FIGURE}` },
    ]);
  });
});
