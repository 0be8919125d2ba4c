import { screen } from '@testing-library/react';
import { act } from 'react';
import { bootstrap, mount, unmount } from './export-app';

/** Runs a lifecycle the way single-spa does; its promise settles after React commits. */
async function run(lifecycle: typeof mount, props: Parameters<typeof mount>[0]) {
  let done: Promise<unknown> = Promise.resolve();
  act(() => {
    done = lifecycle(props);
  });
  await act(async () => {
    await done;
  });
}

function mountAt(path: string) {
  window.history.pushState(null, '', path);
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = {
    name: 'mf_campaign',
    remoteName: 'mf_campaign',
    slot: 'main',
    domElement,
    singleSpa: {},
    mountParcel: jest.fn(),
  } as unknown as Parameters<typeof mount>[0];
  return { domElement, props };
}

describe('exposed ./app lifecycles', () => {
  it('mounts the World Cup 2022 page at /worldcup2022 and unmounts cleanly', async () => {
    const { domElement, props } = mountAt('/worldcup2022');
    await bootstrap(props);
    await run(mount, props);

    expect(screen.getByRole('heading', { level: 1, name: 'ลุ้นบอลโลก 2022 กับโชคดี' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('กิจกรรมสิ้นสุดแล้ว');
    expect(screen.getByRole('link', { name: 'เลือกซื้อสลากจากร้านค้า' })).toHaveAttribute('href', '/dealers');

    await run(unmount, props);
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });

  it('renders nothing on a path it does not serve', async () => {
    const { domElement, props } = mountAt('/check-lottery');
    await run(mount, props);
    expect(domElement).toBeEmptyDOMElement();
    await run(unmount, props);
    domElement.remove();
  });
});
