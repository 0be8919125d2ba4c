import { act, renderHook } from '@testing-library/react';
import {
  $shownLayers,
  registerLayer,
  resetScreenLayers,
  setLayerElement,
  setScreenContext,
  SCREEN_LAYER_ATTRIBUTE,
} from './screen-layers';
import { useScreenLayer } from './use-screen-layer';

afterEach(() => resetScreenLayers());

function elementOfHeight(height: number): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ height }) as DOMRect;
  document.body.append(element);
  return element;
}

it('writes each docked layer its offset and the page its room', () => {
  registerLayer({ id: 'bar', kind: 'bar', priority: 1 });
  registerLayer({ id: 'dock', kind: 'dock', priority: 1 });
  const bar = elementOfHeight(80);
  const dock = elementOfHeight(72);
  setLayerElement('bar', bar);
  setLayerElement('dock', dock);

  expect(dock.style.getPropertyValue('--screen-offset')).toBe('80px');
  expect(bar.style.getPropertyValue('--screen-offset')).toBe('0px');
  expect(bar.getAttribute(SCREEN_LAYER_ATTRIBUTE)).toBe('bar');
  expect(document.documentElement.style.getPropertyValue('--screen-reserved-bottom')).toBe('152px');

  setLayerElement('bar', null);
  expect(document.documentElement.style.getPropertyValue('--screen-reserved-bottom')).toBe('72px');
});

it('a waiting layer takes the screen once the one before it leaves', () => {
  const withdrawBar = registerLayer({ id: 'cookie-bar', kind: 'bar', priority: 1 });
  const { result } = renderHook(() => useScreenLayer({ id: 'banner', kind: 'banner', priority: 1 }));
  expect(result.current.shown).toBe(false);
  act(() => withdrawBar());
  expect(result.current.shown).toBe(true);
});

it('knows its answer on its first render, and registers just after the commit', async () => {
  const { result } = renderHook(() => useScreenLayer({ id: 'banner', kind: 'banner', priority: 1 }));
  expect(result.current.shown).toBe(true);
  expect($shownLayers.get().has('banner')).toBe(false);
  await act(async () => undefined);
  expect($shownLayers.get().has('banner')).toBe(true);
});

it('hides a consumer banner when the page becomes a staff surface', () => {
  const { result } = renderHook(() => useScreenLayer({ id: 'banner', kind: 'banner', priority: 1 }));
  act(() => setScreenContext({ staff: true, cartFlow: null }));
  expect(result.current.shown).toBe(false);
});
