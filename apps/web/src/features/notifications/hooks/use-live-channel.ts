import type { MailingSendProgress } from '@dealer/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { TAB_WRITER_ID } from '../../../lib/live-writer';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { applyMailingProgress } from '../../campaign-mailing';
import { connectPusher, generatePusherToken } from '../api/live-channel';
import { NOTIFICATIONS_KEY, type NotificationLogItem } from '../api/notifications-log';
import { batchedRecordRefresh, refreshRecords } from '../lib/record-refresh';

export type LiveState = 'idle' | 'connecting' | 'open';

/** The page settles first (its own data, its idle network); the live channel is not what the first paint needs. */
const OPEN_DELAY_MS = 1500;
const MAX_RETRY_MS = 15_000;

/**
 * The live channel (GET /user/events, Server-Sent Events): notifications and record changes as
 * they happen. The stream is opened with a short-lived token; on any error it is reopened with a
 * fresh token from the last event id seen, so nothing is lost or shown twice.
 */
export function useLiveChannel(onNotification: (item: NotificationLogItem) => void): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('idle');
  const handler = useRef(onNotification);
  handler.current = onNotification;
  useEffect(() => {
    let source: EventSource | null = null;
    let lastEventId: string | null = null;
    let stopped = false;
    let retryMs = 1000;
    let timer = setTimeout(open, OPEN_DELAY_MS);
    const recordChanged = batchedRecordRefresh((dealerId, ids) => refreshRecords(queryClient, dealerId, ids));

    function retry() {
      source?.close();
      source = null;
      if (stopped) return;
      setState('connecting');
      timer = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    }

    async function open() {
      if (stopped || typeof EventSource === 'undefined') return;
      setState('connecting');
      try {
        const [info, { token }] = await Promise.all([connectPusher(), generatePusherToken()]);
        if (stopped) return;
        const resume = lastEventId ? `&lastEventId=${encodeURIComponent(lastEventId)}` : '';
        // The tab's id: the server flags the echo of this tab's own changes (lib/live-writer.ts).
        const writer = `&writer=${encodeURIComponent(TAB_WRITER_ID)}`;
        const es = new EventSource(`${info.url}?token=${encodeURIComponent(token)}${writer}${resume}`);
        source = es;
        es.addEventListener('ready', (e) => {
          lastEventId ??= String(JSON.parse((e as MessageEvent<string>).data).lastEventId);
          retryMs = 1000;
          setState('open');
        });
        es.addEventListener('notification', (e) => {
          const message = e as MessageEvent<string>;
          lastEventId = message.lastEventId;
          handler.current(JSON.parse(message.data) as NotificationLogItem);
          void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
        });
        es.addEventListener('record-changed', (e) => {
          const { dealerId, ids, own } = JSON.parse((e as MessageEvent<string>).data) as {
            dealerId: number;
            ids: number[] | null;
            own?: boolean;
          };
          // Our own change's echo only marks the data stale (nothing to batch); anyone else's is read again.
          if (own) refreshRecords(queryClient, dealerId, ids, true);
          else recordChanged(dealerId, ids);
        });
        es.addEventListener('mailing-progress', (e) => {
          applyMailingProgress(queryClient, JSON.parse((e as MessageEvent<string>).data) as MailingSendProgress);
        });
        // A membership or role of this user changed (here or on another instance): the session
        // query reads the dealers and roles afresh, so the switcher and the guards follow at once.
        es.addEventListener('access-changed', () => {
          void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        });
        es.addEventListener('end', () => {
          // The session ended: the session query finds out and the guard signs the page out.
          stopped = true;
          es.close();
          setState('idle');
          void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        });
        es.onerror = retry;
      } catch {
        retry();
      }
    }

    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
    // One channel for the life of the signed-in shell.
  }, [queryClient]);
  return state;
}
