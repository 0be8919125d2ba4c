import { configureApi } from '@chokdee/shared-kernel/api/config';
import { loadCatalog } from '../catalog/catalog-store';
import { jsonResponse, mockFetch } from '@chokdee/shared-kernel/testing/mock-fetch';
import { reportLoadFailure } from './report-load-failure';

const remote = {
  name: 'mf_campaign',
  display_name: 'แคมเปญ',
  entry: 'http://cdn.test/mf-campaign/mf-manifest.json',
  version: '0.3.0-canary',
  routes: [],
  widgets: [],
  enabled: true,
  campaign_starts_at: null,
  campaign_ends_at: null,
  updated_at: '2026-11-21T18:00:00.000+07:00',
};

it('sends the failed remote with the version this visitor was served, to the API, as a beacon', async () => {
  configureApi({ publicUrl: 'http://api.test' });
  const api = mockFetch(() => jsonResponse({ data: { remotes: [remote] } }));
  await loadCatalog();
  api.restore();
  // The catalog call carries this browser's visitor id (the canary is picked by it), the same each time.
  const visitor = new URL(api.calls[0]!.url).searchParams.get('visitor');
  expect(visitor).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(localStorage.getItem('chokdee:visitor-id')).toBe(visitor);

  const sendBeacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  reportLoadFailure('mf_campaign');
  reportLoadFailure('mf_unknown');
  expect(sendBeacon).toHaveBeenCalledTimes(1);
  const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
  expect(url).toBe('http://api.test/public/v3/remote-load-errors');
  expect(blob.type).toBe('text/plain');
  // jsdom's Blob has no text(): read it the old way.
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
  expect(JSON.parse(text)).toEqual({ remote: 'mf_campaign', version: '0.3.0-canary' });
});
