import type { FastifyInstance } from 'fastify';
import { staffWithRoles, type StaffLogin } from '#api/staff-access/test/staff-fixtures';
import { buildTestApp } from '#api/test/build-test-app';

jest.setTimeout(60_000);
let app: FastifyInstance;
let reviewer: StaffLogin;

beforeAll(async () => {
  app = await buildTestApp();
  reviewer = await staffWithRoles(app, ['reviewer']);
});
afterAll(() => app.close());

let ips = 0;
async function file(name: string, message: string): Promise<string> {
  ips += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/public/v3/complaints',
    remoteAddress: `10.44.0.${ips}`,
    payload: { name, tel: '0823456789', topic: 'prize', message },
  });
  return response.json().data.code;
}

const exportCsv = (query = '') =>
  app.inject({ url: `/admin/v1/complaints/export.csv${query}`, headers: reviewer.headers });

test('the filtered list as UTF-8 CSV with a BOM, Thai headers and Buddhist-era dates', async () => {
  const plain = await file('ส่งออก ธรรมดา', 'ยังไม่ได้รับเงินรางวัลที่ขึ้นเงินไว้เมื่อสัปดาห์ก่อน');
  const tricky = await file('ส่งออก "ยาก"', '=HYPERLINK("x"), มีจุลภาค\nและขึ้นบรรทัดใหม่');
  const list = await app.inject({ url: `/admin/v1/complaints?q=${plain}`, headers: reviewer.headers });
  const id = list.json().data[0].id;
  await app.inject({
    method: 'POST',
    url: `/admin/v1/complaints/${id}/answer`,
    headers: reviewer.headers,
    payload: { answer: 'โอนเงินรางวัลให้แล้ว, ตรวจสอบได้เลยค่ะ' },
  });

  const response = await exportCsv('?q=ส่งออก');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe('attachment; filename="complaints-2026-11-21.csv"');
  const bytes = response.rawPayload;
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  const lines = text.split('\r\n');
  expect(lines[0]).toBe(
    'รหัสอ้างอิง,วันที่แจ้ง,สถานะ,หัวข้อ,ชื่อ-นามสกุล,เบอร์โทรศัพท์,อีเมล,รหัสร้านค้า,รายละเอียด,คำตอบ,ตอบเมื่อ,ตอบโดย,ปิดเมื่อ',
  );
  // Open first (the tricky one is still new), then answered.
  expect(lines[1]).toBe(
    `${tricky},21/11/2569 18:00,ใหม่,การรับเงินรางวัล,"ส่งออก ""ยาก""",0823456789,,,` +
      `"'=HYPERLINK(""x""), มีจุลภาค\nและขึ้นบรรทัดใหม่",,,,`,
  );
  expect(lines[2]).toBe(
    `${plain},21/11/2569 18:00,ตอบแล้ว,การรับเงินรางวัล,ส่งออก ธรรมดา,0823456789,,,` +
      `ยังไม่ได้รับเงินรางวัลที่ขึ้นเงินไว้เมื่อสัปดาห์ก่อน,"โอนเงินรางวัลให้แล้ว, ตรวจสอบได้เลยค่ะ",` +
      `21/11/2569 18:00,${reviewer.username},`,
  );
  expect(lines).toHaveLength(4);
  expect(lines[3]).toBe('');

  const answeredOnly = (await exportCsv('?q=ส่งออก&status=answered')).rawPayload.toString('utf8');
  expect(answeredOnly).toContain(plain);
  expect(answeredOnly).not.toContain(tricky);
});

test('a bad filter is a Thai 400, not a file', async () => {
  const response = await exportCsv('?status=lost');
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(/[\u0E00-\u0E7F]/);
});
