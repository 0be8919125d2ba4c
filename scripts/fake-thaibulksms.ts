// A stand-in for ThaiBulkSMS' send API for local runs (OTP texts through the real adapter):
//   tsx scripts/fake-thaibulksms.ts [port]   (default 4120)
// It prints the SMS_* / THAIBULKSMS_* variables to give the API. What it "delivered" is at
// GET <url>/texts?msisdn=0812345678 (the phone's screen); it prints no text, so no code.
import { startFakeThaiBulkSms } from '../api/src/testing/fake-thaibulksms';

async function main() {
  const port = Number(process.argv[2] ?? process.env.FAKE_THAIBULKSMS_PORT ?? 4120);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`bad port: ${process.argv[2]}`);
  const apiKey = process.env.THAIBULKSMS_API_KEY || 'fake-thaibulksms-key';
  const apiSecret = process.env.THAIBULKSMS_API_SECRET || 'fake-thaibulksms-secret';
  const gateway = await startFakeThaiBulkSms({ apiKey, apiSecret, port });
  console.log(`fake ThaiBulkSMS on ${gateway.url} (texts taken: GET ${gateway.url}/texts?msisdn=…)`);
  console.log('SMS_GATEWAY=thaibulksms');
  console.log(`THAIBULKSMS_URL=${gateway.url}`);
  console.log(`THAIBULKSMS_API_KEY=${apiKey}`);
  console.log(`THAIBULKSMS_API_SECRET=${apiSecret}`);
  console.log('THAIBULKSMS_SENDER=Chokdee');
  const stop = () => void gateway.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('fake ThaiBulkSMS failed to start:', error);
  process.exit(1);
});
