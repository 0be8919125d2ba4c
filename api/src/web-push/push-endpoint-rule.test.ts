import { pushEndpointProblem } from './push-endpoint-rule';

describe('which push endpoints the API posts to', () => {
  test('production: https to the browsers’ push services only', () => {
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-sg2p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/abc',
    ]) {
      expect(pushEndpointProblem(ok, true)).toBeNull();
    }
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://evil.example.com/fcm.googleapis.com',
      'https://fcm.googleapis.com.evil.example/x',
      'https://127.0.0.1/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
      'http://localhost:4400/push/x',
    ]) {
      expect(pushEndpointProblem(bad, true)).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  test('development: any https, and http on this machine (the stand-in)', () => {
    expect(pushEndpointProblem('https://push.example.com/x', false)).toBeNull();
    expect(pushEndpointProblem('http://127.0.0.1:4400/push/x', false)).toBeNull();
    expect(pushEndpointProblem('http://localhost:4400/push/x', false)).toBeNull();
    expect(pushEndpointProblem('http://push.example.com/x', false)).toMatch(/https/);
    expect(pushEndpointProblem('javascript:alert(1)', false)).not.toBeNull();
  });
});
