import { describe, expect, it } from 'vitest';
import { NOTIFICATION_COUNT_ASSUMED } from './limits';
import {
  COUNTED_NOTIFICATIONS,
  isNotificationName,
  isSummaryNotification,
  NOTIFICATION_NAMES,
  notificationCatalogue,
  notificationInfo,
} from './notifications';

describe('the notification catalogue (issue 18)', () => {
  it('names every event once, each with a label, a description and an audience', () => {
    expect(new Set(NOTIFICATION_NAMES).size).toBe(NOTIFICATION_NAMES.length);
    for (const n of notificationCatalogue()) {
      expect(n.label.length).toBeGreaterThan(3);
      expect(n.description.length).toBeGreaterThan(10);
      expect(Object.keys(notificationInfo(n.name).audience).length).toBeGreaterThan(0);
    }
    expect(isNotificationName('offer_accepted')).toBe(true);
    expect(isNotificationName('Offer accepted')).toBe(false);
  });

  it("the summary is e-mail only and not counted; the counted ones are at least the spec's six", () => {
    const summaries = notificationCatalogue().filter((n) => n.summary);
    expect(summaries.map((n) => n.name)).toEqual(['daily_summary']);
    expect(summaries.every((n) => isSummaryNotification(n.name))).toBe(true);
    expect(COUNTED_NOTIFICATIONS).not.toContain('daily_summary');
    expect(COUNTED_NOTIFICATIONS.length).toBeGreaterThanOrEqual(NOTIFICATION_COUNT_ASSUMED);
  });
});
