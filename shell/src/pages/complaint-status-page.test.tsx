import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import type { FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { COMPLAINT_INBOX_MESSAGES } from '@chokdee/shared-contract/schemas/complaint-inbox';
import { apiError, mockApi, on } from '../content/testing/content-api';
import { StatusLookupForm } from '../complain/status-lookup-form';
import { ComplaintStatusPage } from './complaint-status-page';

let api: FetchMock;
beforeAll(() => configureApi({ publicUrl: 'http://api.test' }));
afterEach(() => api?.restore());

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/complain', element: <StatusLookupForm /> },
      { path: '/complain/:code', element: <ComplaintStatusPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

test('the code shows the status, the answer and its Bangkok Buddhist-era time', async () => {
  api = mockApi(
    on('/public/v3/complaints/CP20261121K7Q4M', () => ({
      data: {
        code: 'CP20261121K7Q4M',
        topic: 'order',
        status: 'answered',
        created_at: '2026-11-21T18:05:00.000+07:00',
        answer: 'ร้านค้ายืนยันคำสั่งซื้อแล้วค่ะ',
        answered_at: '2026-11-22T03:30:00.000Z',
        closed_at: null,
      },
    })),
  );
  renderAt('/complain/CP20261121K7Q4M');
  const answer = await screen.findByRole('region', { name: 'คำตอบจากเจ้าหน้าที่' });
  expect(answer).toHaveTextContent('ร้านค้ายืนยันคำสั่งซื้อแล้วค่ะ');
  expect(answer).toHaveTextContent('ตอบเมื่อ 22/11/69 10:30 น.');
  expect(screen.getByText('ตอบแล้ว')).toBeInTheDocument();
  expect(screen.getByText('การสั่งซื้อและการชำระเงิน')).toBeInTheDocument();
  expect(screen.getByText('21/11/69 18:05 น.')).toBeInTheDocument();
});

test('an unknown code says so in Thai and offers the lookup again', async () => {
  api = mockApi(
    on('/public/v3/complaints/CP20261121ZZZZZ', () => apiError(404, COMPLAINT_INBOX_MESSAGES.lookupNotFound)),
  );
  renderAt('/complain/CP20261121ZZZZZ');
  expect(await screen.findByRole('alert')).toHaveTextContent(COMPLAINT_INBOX_MESSAGES.lookupNotFound);
  expect(screen.getByRole('textbox', { name: 'รหัสอ้างอิง' })).toHaveValue('CP20261121ZZZZZ');
});

test('the lookup refuses what is not a code in Thai, and opens one typed loosely', async () => {
  api = mockApi();
  const router = renderAt('/complain');
  const box = screen.getByRole('textbox', { name: 'รหัสอ้างอิง' });
  await userEvent.type(box, 'hello');
  await userEvent.click(screen.getByRole('button', { name: 'ดูสถานะ' }));
  expect(box).toHaveAccessibleDescription(expect.stringContaining(COMPLAINT_INBOX_MESSAGES.codeInvalid));
  await userEvent.clear(box);
  await userEvent.type(box, 'cp20261121 k7q4m');
  await userEvent.click(screen.getByRole('button', { name: 'ดูสถานะ' }));
  expect(router.state.location.pathname).toBe('/complain/CP20261121K7Q4M');
});

test('an address whose code is not one says so without asking the API', async () => {
  api = mockApi();
  renderAt('/complain/DEMO');
  expect(await screen.findByRole('alert')).toHaveTextContent(COMPLAINT_INBOX_MESSAGES.codeInvalid);
  expect(screen.getByRole('textbox', { name: 'รหัสอ้างอิง' })).toHaveValue('DEMO');
  expect(api.calls.some((call) => call.url.includes('/public/v3/complaints'))).toBe(false);
});
