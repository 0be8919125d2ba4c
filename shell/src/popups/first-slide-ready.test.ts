import { configureApi } from '@chokdee/shared-kernel/api/config';
import { firstSlideReady } from './first-slide-ready';

const slides = [{ id: 1, name: 'งวดใหม่', file: { url: '/static/popups/new-draw.svg' }, link_url: null }];

beforeEach(() => configureApi({ publicUrl: 'https://api.example.test' }));
afterEach(() => jest.useRealTimers());

function settled(promise: Promise<void>): () => boolean {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
}

it.each(['load', 'error'])('waits for the first picture to %s, asked from the API host', async (event) => {
  const image = document.createElement('img');
  const isDone = settled(firstSlideReady(slides, 3000, () => image));
  expect(image.getAttribute('src')).toBe('https://api.example.test/static/popups/new-draw.svg');
  await Promise.resolve();
  expect(isDone()).toBe(false);
  image.dispatchEvent(new Event(event));
  await Promise.resolve();
  expect(isDone()).toBe(true);
});

it('opens anyway when the picture is slow', async () => {
  jest.useFakeTimers();
  const isDone = settled(firstSlideReady(slides, 3000, () => document.createElement('img')));
  await jest.advanceTimersByTimeAsync(2999);
  expect(isDone()).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(isDone()).toBe(true);
});

it('has nothing to wait for without slides', async () => {
  await expect(firstSlideReady([])).resolves.toBeUndefined();
});
