import { act } from 'react';
import { mount, unmount } from './export-app';

// The root throws while rendering: the lifecycles must show the Thai fallback, not a blank slot.
jest.mock('./app/root', () => ({
  Root: () => {
    throw new Error('render failed');
  },
}));

it('shows the Thai error message when the root throws', async () => {
  const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const element = document.createElement('div');
  document.body.append(element);
  const props = {
    name: 'mf_lottery',
    remoteName: 'mf_lottery',
    slot: 'main',
    domElement: element,
  } as unknown as Parameters<typeof mount>[0];

  let mounted: Promise<unknown> = Promise.resolve();
  act(() => {
    mounted = mount(props);
  });
  await act(async () => {
    await mounted;
  });

  expect(element).toHaveTextContent('ขออภัย ระบบตรวจผลสลากขัดข้องชั่วคราว');
  expect(element.querySelector('button')).toHaveTextContent('โหลดหน้าใหม่');

  let unmounted: Promise<unknown> = Promise.resolve();
  act(() => {
    unmounted = unmount(props);
  });
  await act(async () => {
    await unmounted;
  });
  reported.mockRestore();
  element.remove();
});
