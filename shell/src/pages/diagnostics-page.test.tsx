import { render, screen } from '@testing-library/react';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import type { FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';
import { apiError, mockApi, on } from '../content/testing/content-api';
import { DiagnosticsPage } from './diagnostics-page';

let api: FetchMock;

beforeAll(() => configureApi({ publicUrl: 'http://api.test' }));
afterEach(() => api.restore());

it('shows the API status from /health and the server time in the Buddhist era', async () => {
  api = mockApi(
    on('/health', () => ({ data: { status: 'ok' } })),
    on('/public/v3/system-info/environment', () => ({
      data: { system_time: '2026-05-16T08:30:00Z', timezone: 'Asia/Bangkok', environment: 'production' },
    })),
  );
  render(<DiagnosticsPage />);
  expect(await screen.findByText(/^ปกติ/)).toBeInTheDocument();
  expect(await screen.findByText('16/05/69 15:30')).toBeInTheDocument();
  expect(screen.getByText('http://api.test')).toBeInTheDocument();
});

it('says so when the API does not answer', async () => {
  api = mockApi(() => apiError(503, 'ระบบขัดข้อง'));
  render(<DiagnosticsPage />);
  expect(await screen.findByText('ผิดปกติ')).toBeInTheDocument();
  expect(await screen.findByText('ระบบขัดข้อง')).toBeInTheDocument();
});
