import { useCallback, useEffect, useState } from 'react';
import type { PushSubscriptionBody } from '@chokdee/shared-contract/schemas/web-push';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { invalidate } from '@chokdee/shared-kernel/api/request-cache';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { currentSubscription, pushSupport, subscribeBrowser } from './browser-push';
import { deleteBrowserSubscription, fetchPushKey, saveBrowserSubscription } from './web-push-api';

/**
 * The switch's state: `checking` on the first render, `unsupported` (no push in this browser),
 * `blocked` (the member or the browser said no to notifications), `off`, `on`, `busy` while a
 * change is under way. `failed` keeps the last Thai error beside the state it left.
 */
export type WebPushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on' | 'busy';

export const WEB_PUSH_ERRORS = {
  failed: 'เปิดการแจ้งเตือนไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  offFailed: 'ปิดการแจ้งเตือนไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
} as const;

function bodyOf(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? '',
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** The message to show for an error: the API's Thai one when it sent one. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.error.message : fallback;
}

export function useWebPush() {
  // What the browser says at once; whether this browser is subscribed takes a moment (below).
  const [state, setState] = useState<WebPushState>(() => {
    const support = pushSupport();
    return support === 'unsupported' ? 'unsupported' : support === 'denied' ? 'blocked' : 'checking';
  });
  const [error, setError] = useState<string | null>(null);
  const checking = state === 'checking';

  useEffect(() => {
    if (!checking) return;
    let live = true;
    currentSubscription().then(
      (subscription) => live && setState(subscription && pushSupport() === 'granted' ? 'on' : 'off'),
      () => live && setState('off'),
    );
    return () => {
      live = false;
    };
  }, [checking]);

  /** Asks the browser's permission only now, on the member's click. */
  const turnOn = useCallback(async () => {
    setError(null);
    setState('busy');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return setState(permission === 'denied' ? 'blocked' : 'off');
      const subscription = await subscribeBrowser(await fetchPushKey());
      await saveBrowserSubscription(bodyOf(subscription));
      setState('on');
      // The profile's choices show whether any browser of the member's is connected.
      void invalidate(requestKeys.member.noticePreferences);
    } catch (failure) {
      setError(messageOf(failure, WEB_PUSH_ERRORS.failed));
      setState('off');
    }
  }, []);

  const turnOff = useCallback(async () => {
    setError(null);
    setState('busy');
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await deleteBrowserSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState('off');
      void invalidate(requestKeys.member.noticePreferences);
    } catch (failure) {
      setError(messageOf(failure, WEB_PUSH_ERRORS.offFailed));
      setState('on');
    }
  }, []);

  return { state, error, turnOn, turnOff };
}
