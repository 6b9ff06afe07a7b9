import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEASE_MANAGEMENT_STAGE,
  DEFAULT_WORKFLOW_STAGE,
  isLeaseManagementStage,
  isWorkflowStage,
  LEASE_MANAGEMENT_STAGE_TITLES,
  LEASE_MANAGEMENT_STAGES,
  STAGE_COLOURS,
  STAGE_TABS,
  stageTitle,
  WORKFLOW_STAGES,
} from './stages';

describe('workflow stages (part 1 section 4, part 2 section 2.1)', () => {
  it('trade-in tabs are "inspect, assess, payoff, offered, accepted, buying, grounding"', () => {
    expect(WORKFLOW_STAGES).toEqual(['inspect', 'assess', 'payoff', 'offered', 'accepted', 'buying', 'grounding']);
    expect(STAGE_TABS[1]).toEqual(WORKFLOW_STAGES);
  });
  it('lease tabs hold the lease and both-type stages only (offered/accepted are trade-in)', () => {
    expect(STAGE_TABS[2]).toEqual(['inspect', 'assess', 'payoff', 'buying', 'grounding']);
  });
  it('assess is the default stage ("both types, default")', () => {
    expect(DEFAULT_WORKFLOW_STAGE).toBe('assess');
  });
  it('titles per appraisal type', () => {
    expect(stageTitle('assess', 1)).toBe('Recon assessment pending');
    expect(stageTitle('assess', 2)).toBe('Recon assessment pending');
    expect(stageTitle('payoff', 1)).toBe('Finalize payoff & Make offer');
    expect(stageTitle('payoff', 2)).toBe('Finalize payoff & Make purchase decision');
    expect(stageTitle('offered', 1)).toBe('Awaiting response');
    expect(stageTitle('accepted', 1)).toBe('Offer accepted');
    expect(stageTitle('inspect', 2)).toBe('Awaiting inspection');
    expect(stageTitle('buying', 2)).toBe('Buying');
    expect(stageTitle('grounding', 2)).toBe('Grounding');
  });
  it('stage colours: "inspect blue/purple, assess cyan, payoff pink, offered amber, accepted green"', () => {
    expect(STAGE_COLOURS.inspect).toBe('#6366f1');
    expect(STAGE_COLOURS.assess).toBe('#06b6d4');
    expect(STAGE_COLOURS.payoff).toBe('#ec4899');
    expect(STAGE_COLOURS.offered).toBe('#f59e0b');
    expect(STAGE_COLOURS.accepted).toBe('#22c55e');
    for (const s of [...WORKFLOW_STAGES, ...LEASE_MANAGEMENT_STAGES])
      expect(STAGE_COLOURS[s]).toMatch(/^#[0-9a-f]{6}$/);
  });
  it('lease management stages, titles and default', () => {
    expect(LEASE_MANAGEMENT_STAGES).toEqual(['ground_return', 'grounded', 'turnedin']);
    expect(DEFAULT_LEASE_MANAGEMENT_STAGE).toBe('ground_return');
    expect(LEASE_MANAGEMENT_STAGE_TITLES.ground_return).toBe('Not grounded/not returned');
    expect(LEASE_MANAGEMENT_STAGE_TITLES.turnedin).toBe('Picked up/returned');
  });
  it('guards', () => {
    expect(isWorkflowStage('payoff')).toBe(true);
    expect(isWorkflowStage('grounded')).toBe(false);
    expect(isLeaseManagementStage('grounded')).toBe(true);
    expect(isLeaseManagementStage(3)).toBe(false);
  });
});
