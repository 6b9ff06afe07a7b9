import { describe, expect, it } from 'vitest';
import { isSummaryNotification, notificationSettingSchema, notificationSettingsBulkSchema } from './notification';

describe('notification settings (part 2 sections 3, 5)', () => {
  it('one setting: dealerId, notification, optout (e-mail), sms, web', () => {
    expect(
      notificationSettingSchema.parse({ dealerId: 1, notification: 'offer_accepted', sms: true, web: 'true' }),
    ).toEqual({
      dealerId: 1,
      notification: 'offer_accepted',
      optout: false,
      sms: true,
      web: true,
    });
    const r = notificationSettingSchema.safeParse({ notification: ' ' });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      'Choose a dealer.',
      'Choose a notification.',
    ]);
  });
  it('"summary-named notifications have no text or web option"', () => {
    expect(isSummaryNotification('Daily Summary')).toBe(true);
    expect(isSummaryNotification('new_appraisal')).toBe(false);
    expect(
      notificationSettingSchema.parse({ dealerId: 1, notification: 'daily_summary', sms: true, web: true }),
    ).toMatchObject({
      sms: false,
      web: false,
    });
  });
  it('bulk {changes}', () => {
    expect(
      notificationSettingsBulkSchema.parse({ changes: [{ dealerId: 2, notification: 'lease_maturing', optout: true }] })
        .changes,
    ).toHaveLength(1);
    const r = notificationSettingsBulkSchema.safeParse({ changes: [] });
    expect(r.success ? null : r.error.issues[0]?.message).toBe('Send at least one change.');
  });
  it('a notification is one of the catalogue', () => {
    const r = notificationSettingSchema.safeParse({ dealerId: 1, notification: 'new_appraisal' });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual(['Choose a notification.']);
  });
});
