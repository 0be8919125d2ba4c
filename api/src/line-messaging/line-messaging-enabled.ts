import type { AppConfig } from '#api/config';

/**
 * Notices go out on LINE only with the Official Account's token and secret, and with LINE Login on:
 * members link their LINE account through it. Off: no channel, the page says it is not open yet.
 */
export function isLineMessagingEnabled(config: Pick<AppConfig, 'line' | 'lineMessaging'>): boolean {
  const { line, lineMessaging } = config;
  return Boolean(
    line.clientId && line.clientSecret && lineMessaging.channelAccessToken && lineMessaging.channelSecret,
  );
}
