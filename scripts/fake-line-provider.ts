// A fake LINE Login provider for the e2e suite and local development:
//   tsx scripts/fake-line-provider.ts [port]   (default 4100; env LINE_CLIENT_ID / LINE_CLIENT_SECRET)
// It prints the LINE_* variables to give the API. Every authorize is approved at once; with
// bot_prompt the user adds the Official Account. The Messaging API is the same server: a user's
// pushed messages at GET /_test/inbox/<userId>, follow / block with POST /_test/users/<userId>/follow
// or /unfollow (LINE_MESSAGING_WEBHOOK_URL: where those call our webhook, signed).
import { startFakeLineProvider } from '../api/src/testing/fake-line-provider';

async function main() {
  const port = Number(process.argv[2] ?? process.env.FAKE_LINE_PORT ?? 4100);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`bad port: ${process.argv[2]}`);
  const clientId = process.env.LINE_CLIENT_ID || 'fake-line-client';
  const clientSecret = process.env.LINE_CLIENT_SECRET || 'fake-line-secret';
  const provider = await startFakeLineProvider({
    clientId,
    clientSecret,
    port,
    messaging: {
      channelAccessToken: process.env.LINE_MESSAGING_CHANNEL_ACCESS_TOKEN || 'fake-line-channel-token',
      channelSecret: process.env.LINE_MESSAGING_CHANNEL_SECRET || 'fake-line-channel-secret',
      webhookUrl: process.env.LINE_MESSAGING_WEBHOOK_URL || undefined,
    },
    profile: {
      userId: process.env.FAKE_LINE_USER_ID || 'U0000000000000000000000000e2e0001',
      displayName: process.env.FAKE_LINE_DISPLAY_NAME || 'ผู้ใช้ LINE ทดสอบ',
    },
  });
  console.log(`fake LINE provider on ${provider.origin}`);
  console.log(`LINE_CLIENT_ID=${clientId}`);
  console.log(`LINE_CLIENT_SECRET=${clientSecret}`);
  console.log(`LINE_AUTHORIZE_URL=${provider.authorizeUrl}`);
  console.log(`LINE_TOKEN_URL=${provider.tokenUrl}`);
  console.log(`LINE_PROFILE_URL=${provider.profileUrl}`);
  console.log(`LINE_MESSAGING_CHANNEL_ACCESS_TOKEN=${provider.channelAccessToken}`);
  console.log(`LINE_MESSAGING_CHANNEL_SECRET=${provider.channelSecret}`);
  console.log(`LINE_MESSAGING_API_URL=${provider.messagingApiUrl}`);
  console.log('LINE_MESSAGING_BOT_BASIC_ID=@chokdee-test');
  const stop = () => void provider.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('fake LINE provider failed to start:', error);
  process.exit(1);
});
