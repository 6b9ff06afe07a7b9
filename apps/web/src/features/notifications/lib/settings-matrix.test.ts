import { notificationCatalogue } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../api/notification-settings';
import { channelCount, toggleAllChanges } from './settings-matrix';

const notifications = notificationCatalogue();
const data = (sms: (name: string) => boolean): NotificationSettings => ({
  notifications,
  dealers: [{ id: 1, name: 'Metro' }],
  settings: notifications.map((n) => ({
    dealerId: 1,
    notification: n.name,
    optout: false,
    sms: !n.summary && sms(n.name),
    web: !n.summary,
  })),
});

describe('notification settings matrix', () => {
  it('text and web count the non-summary notifications; e-mail counts them all', () => {
    const counted = notifications.filter((n) => !n.summary).length;
    expect(
      channelCount(
        data(() => false),
        1,
        'sms',
      ),
    ).toEqual({ on: 0, of: counted });
    expect(
      channelCount(
        data(() => true),
        1,
        'web',
      ),
    ).toEqual({ on: counted, of: counted });
    expect(
      channelCount(
        data(() => true),
        1,
        'email',
      ),
    ).toEqual({ on: notifications.length, of: notifications.length });
  });

  it('"All" turns a channel on everywhere unless it already is, never touching summaries for text', () => {
    const some = data((name) => name === 'offer_accepted');
    const on = toggleAllChanges(some, 1, 'sms');
    expect(on.every((c) => c.sms === true)).toBe(true);
    expect(on.map((c) => c.notification)).not.toContain('daily_summary');
    const all = data(() => true);
    expect(toggleAllChanges(all, 1, 'sms').every((c) => c.sms === false)).toBe(true);
    expect(toggleAllChanges(all, 1, 'email').every((c) => c.optout === true)).toBe(true);
  });
});
