import { NOTICE_TEXTS } from '../utils/notice-texts';

/**
 * Where a member turns web push on for this browser. Until the web-push feature supplies its own
 * control, it only says the browser is not connected.
 */
export function PushChannelConnect() {
  return <span>{NOTICE_TEXTS.pushNotConnected}</span>;
}
