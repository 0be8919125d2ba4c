/** @jest-environment node */
import { z } from 'zod/mini';
import type * as StaffCallsModule from './staff-calls';
import type * as StaffSessionModule from './staff-session';
import { jsonResponse, mockFetch, type FetchMock } from '../testing/mock-fetch';
import { MemoryStorage } from '../testing/memory-storage';

let calls: typeof StaffCallsModule;
let session: typeof StaffSessionModule;
let fetchMock: FetchMock | undefined;

const answer = z.object({ data: z.object({ id: z.number() }) });

beforeEach(async () => {
  // The staff session lives in sessionStorage, which Node lacks.
  Object.defineProperty(globalThis, 'sessionStorage', { value: new MemoryStorage(), configurable: true });
  jest.resetModules();
  calls = await import('./staff-calls');
  session = await import('./staff-session');
  const { configureApi } = await import('../api/config');
  configureApi({ publicUrl: 'http://api.test' });
  session.startStaffSession({
    token: 'staff-token',
    username: 'payout1',
    name: 'ฝ่ายจ่ายเงิน',
    expires_at: '2099-01-01T00:00:00.000+07:00',
  });
});

afterEach(() => fetchMock?.restore());

function uploadForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob(['slip'], { type: 'image/png' }), 'slip.png');
  return form;
}

it('posts the form as multipart with the staff token and parses the answer', async () => {
  fetchMock = mockFetch(() => jsonResponse({ data: { id: 5 } }));

  await expect(calls.staffUpload(answer, '/admin/v1/things/5/file', uploadForm())).resolves.toEqual({
    data: { id: 5 },
  });

  const sent = fetchMock.calls[0]!;
  expect(sent.method).toBe('POST');
  expect(sent.url).toBe('http://api.test/admin/v1/things/5/file');
  expect(sent.headers.get('Authorization')).toBe('Bearer staff-token');
  expect(sent.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  const file = (await sent.formData()).get('file');
  expect(file).toBeInstanceOf(Blob);
  expect((file as File).name).toBe('slip.png');
});

it('ends the staff session when the API refuses the token', async () => {
  fetchMock = mockFetch(() => jsonResponse({ message: 'กรุณาเข้าสู่ระบบใหม่', errors: [], status: 401 }, 401));

  await expect(calls.staffUpload(answer, '/admin/v1/things/5/file', uploadForm())).rejects.toMatchObject({
    status: 401,
  });
  expect(session.$staffSession.get()).toBeNull();
  expect(session.$staffSessionExpired.get()).toBe(true);
});
