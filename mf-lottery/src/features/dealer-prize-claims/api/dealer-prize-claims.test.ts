/** @jest-environment node */
import { clearAuthToken, setAuthToken } from '@chokdee/shared-kernel/api/auth-token';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { dealerClaimFixture } from '../testing/dealer-claim-fixture';
import { fetchClaimFee, putClaimFee } from './claim-fee';
import {
  fetchClaimsCsv,
  fetchDealerPrizeClaims,
  fetchPayoutSlip,
  postClaimStep,
  uploadPayoutSlip,
} from './dealer-prize-claims';

const BASE = 'http://api.test/public/bos/v1/dealer/prize-claims';
let fetchMock: FetchMock;

beforeAll(() => configureApi({ publicUrl: 'http://api.test' }));
beforeEach(() => setAuthToken('dealer-tok'));
afterEach(() => {
  fetchMock.restore();
  clearAuthToken();
});

test('the list asks for the status, draw and page, with the dealer token, and parses the claims', async () => {
  const claim = dealerClaimFixture();
  fetchMock = mockFetch(() =>
    jsonResponse({ data: [claim], meta: { page: 2, per_page: 20, total: 21, last_page: 2 } }),
  );
  const page = await fetchDealerPrizeClaims({
    status: 'checking',
    drawDate: '2026-05-16',
    page: 2,
    perPage: 20,
  });
  expect(page.data).toEqual([claim]);
  expect(fetchMock.calls[0]?.url).toBe(`${BASE}?status=checking&draw_date=2026-05-16&page=2&per_page=20`);
  expect(fetchMock.calls[0]?.headers.get('authorization')).toBe('Bearer dealer-tok');
});

test('every status and every draw leave their parameters out', async () => {
  fetchMock = mockFetch(() =>
    jsonResponse({ data: [], meta: { page: 1, per_page: 20, total: 0, last_page: 1 } }),
  );
  await fetchDealerPrizeClaims({ page: 1, perPage: 20 });
  expect(fetchMock.calls[0]?.url).toBe(`${BASE}?page=1&per_page=20`);
});

test('a step posts its body to the claim and answers the claim as it is now', async () => {
  const refused = dealerClaimFixture({ status: 'refused', refuse_reason: 'เลขไม่ตรง' });
  fetchMock = mockFetch(() => jsonResponse({ data: refused }));
  await expect(postClaimStep(7, { step: 'refused', reason: 'เลขไม่ตรง' })).resolves.toEqual(refused);
  const sent = fetchMock.calls[0]!;
  expect(sent.method).toBe('POST');
  expect(sent.url).toBe(`${BASE}/7/steps`);
  await expect(sent.json()).resolves.toEqual({ step: 'refused', reason: 'เลขไม่ตรง' });
});

test('a step the API refuses rejects with its Thai message', async () => {
  const refusal = { message: 'คำขอนี้ไม่อยู่ในขั้นที่ทำรายการนี้ได้', errors: [], status: 409 };
  fetchMock = mockFetch(() => jsonResponse(refusal, 409));
  await expect(postClaimStep(7, { step: 'checking' })).rejects.toMatchObject({ error: refusal });
});

test('the payout uploads the slip as the multipart part "file"', async () => {
  const paid = dealerClaimFixture({ status: 'paid', has_payout_slip: true });
  fetchMock = mockFetch(() => jsonResponse({ data: paid }));
  const slip = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slip.png', { type: 'image/png' });
  await expect(uploadPayoutSlip(7, slip)).resolves.toEqual(paid);
  const sent = fetchMock.calls[0]!;
  expect(sent.method).toBe('POST');
  expect(sent.url).toBe(`${BASE}/7/payout`);
  expect(sent.headers.get('authorization')).toBe('Bearer dealer-tok');
  const part = (await sent.formData()).get('file');
  expect(part).toBeInstanceOf(File);
  expect((part as File).name).toBe('slip.png');
  expect((part as File).size).toBe(4);
});

test('the payout slip comes as a blob with the dealer token', async () => {
  fetchMock = mockFetch(
    () => new Response(new Uint8Array([1, 2]), { headers: { 'Content-Type': 'image/jpeg' } }),
  );
  const blob = await fetchPayoutSlip(7);
  expect(blob.type).toBe('image/jpeg');
  expect(fetchMock.calls[0]?.url).toBe(`${BASE}/7/payout-slip`);
  expect(fetchMock.calls[0]?.headers.get('authorization')).toBe('Bearer dealer-tok');
});

test('the CSV export carries the filters, and none when every claim is asked for', async () => {
  fetchMock = mockFetch(() => new Response('\uFEFFรหัส\n', { headers: { 'Content-Type': 'text/csv' } }));
  const csv = await fetchClaimsCsv({ status: 'paid', drawDate: '2026-05-16' });
  expect(csv.type).toContain('text/csv');
  await fetchClaimsCsv({});
  expect(fetchMock.calls.map((call) => call.url)).toEqual([
    `${BASE}/export?status=paid&draw_date=2026-05-16`,
    `${BASE}/export`,
  ]);
  expect(fetchMock.calls[0]?.headers.get('authorization')).toBe('Bearer dealer-tok');
});

test('the fee is read, and set or given back to the site default with a PUT', async () => {
  fetchMock = mockFetch((request) =>
    jsonResponse({ data: { fee_bps: request.method === 'PUT' ? 125 : null, default_fee_bps: 100 } }),
  );
  await expect(fetchClaimFee()).resolves.toEqual({ fee_bps: null, default_fee_bps: 100 });
  await expect(putClaimFee({ fee_bps: 125 })).resolves.toEqual({ fee_bps: 125, default_fee_bps: 100 });
  await putClaimFee({ fee_bps: null });
  expect(fetchMock.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
    `GET ${BASE}/fee`,
    `PUT ${BASE}/fee`,
    `PUT ${BASE}/fee`,
  ]);
  await expect(fetchMock.calls[1]?.json()).resolves.toEqual({ fee_bps: 125 });
  await expect(fetchMock.calls[2]?.json()).resolves.toEqual({ fee_bps: null });
});
