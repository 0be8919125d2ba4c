/** @jest-environment node */
import { configureApi } from '@chokdee/shared-kernel/api/config';
import { jsonResponse, mockFetch } from '@chokdee/shared-kernel/testing/mock-fetch';
import { fetchReservedOrderCount } from './reserved-order-count';

test('the reserved count is read from data with count=true', async () => {
  configureApi({ publicUrl: 'http://api.test' });
  const fetchMock = mockFetch(() => jsonResponse({ data: 3 }));
  try {
    await expect(fetchReservedOrderCount()).resolves.toBe(3);
    const url = new URL(fetchMock.calls[0]?.url ?? '');
    expect(url.pathname).toBe('/public/bos/v1/orders/reserved');
    expect(url.searchParams.get('count')).toBe('true');
  } finally {
    fetchMock.restore();
  }
});
