import { screen } from '@testing-library/react';
import { parcelProps, runLifecycle } from '../testing/exposed-app';
import { createRemoteApp, createRemoteWidget } from './create-remote-app';
import { lazyPage } from './lazy-page';

function Broken(): never {
  throw new Error('render failed');
}

const LazyPage = lazyPage(() => Promise.resolve(() => <h1>หน้าที่โหลดทีหลัง</h1>));

const app = createRemoteApp({
  system: 'ระบบทดสอบ',
  routes: [
    { path: '/kit/landing', element: <h1>หน้าแรกของรีโมต</h1> },
    { path: '/kit/later', element: <LazyPage /> },
    { path: '/kit/broken', element: <Broken /> },
  ],
});

it('renders a lazy page once its chunk arrives, in the element given', async () => {
  const props = parcelProps('mf_kit', '/kit/later');
  await runLifecycle(app.bootstrap, props);
  await runLifecycle(app.mount, props);
  expect(await screen.findByRole('heading', { name: 'หน้าที่โหลดทีหลัง' })).toBeInTheDocument();
  expect(props.domElement).toContainElement(screen.getByRole('heading'));
  await runLifecycle(app.unmount, props);
  props.domElement.remove();
});

it('shows the Thai error message in its own element when a page throws', async () => {
  const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const props = parcelProps('mf_kit', '/kit/broken');
  await runLifecycle(app.mount, props);
  expect(props.domElement).toHaveTextContent('ขออภัย ระบบทดสอบขัดข้องชั่วคราว');
  expect(props.domElement.querySelector('button')).toHaveTextContent('โหลดหน้าใหม่');
  await runLifecycle(app.unmount, props);
  reported.mockRestore();
  props.domElement.remove();
});

it('mounts a widget with the slot it was given', async () => {
  const widget = createRemoteWidget(({ slot }) => <p>วิดเจ็ตใน {slot}</p>);
  const props = parcelProps('mf_kit', '/anywhere', 'header.end');
  await runLifecycle(widget.mount, props);
  expect(props.domElement).toHaveTextContent('วิดเจ็ตใน header.end');
  await runLifecycle(widget.unmount, props);
  expect(props.domElement).toBeEmptyDOMElement();
  props.domElement.remove();
});

it('leaves a widget that throws out of its slot', async () => {
  const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const widget = createRemoteWidget(Broken);
  const props = parcelProps('mf_kit', '/anywhere', 'header.end');
  await runLifecycle(widget.mount, props);
  expect(props.domElement).toHaveTextContent('');
  expect(props.domElement.querySelector('[role="alert"]')).toBeNull();
  await runLifecycle(widget.unmount, props);
  reported.mockRestore();
  props.domElement.remove();
});
