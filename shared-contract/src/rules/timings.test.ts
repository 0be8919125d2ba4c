import {
  LOADING_OVERLAY_THROTTLE_MS,
  PLACEHOLDER_IMAGE_SIZE_PX,
  PREFETCH_IDLE_TIMEOUT_MS,
  prefetchAllowed,
} from './timings';

it('holds spec §9 values', () => {
  expect(LOADING_OVERLAY_THROTTLE_MS).toBe(50);
  expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
  expect(PLACEHOLDER_IMAGE_SIZE_PX).toBe(250);
});

it.each([
  [undefined, true],
  [{ effectiveType: '4g' }, true],
  [{ effectiveType: '3g' }, true],
  [{ effectiveType: '2g' }, false],
  [{ effectiveType: 'slow-2g' }, false],
  [{ effectiveType: '4g', saveData: true }, false],
])('prefetch on %j: %s', (connection, allowed) => {
  expect(prefetchAllowed(connection)).toBe(allowed);
});
