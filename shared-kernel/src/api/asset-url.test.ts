import { configureApi } from './config';
import { assetUrl } from './asset-url';

it("puts the API's origin before a path it served, and leaves full URLs alone", () => {
  configureApi({ publicUrl: 'http://api.test:4000' });
  expect(assetUrl('/static/articles/a.svg')).toBe('http://api.test:4000/static/articles/a.svg');
  expect(assetUrl('static/x.mp4')).toBe('http://api.test:4000/static/x.mp4');
  expect(assetUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  expect(assetUrl(null)).toBeNull();
});
