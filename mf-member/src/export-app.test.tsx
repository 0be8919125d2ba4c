import { screen } from '@testing-library/react';
import { act } from 'react';
import { fetchLineConfig } from '@chokdee/shared-kernel/api/auth';
import { bootstrap, mount, unmount } from './export-app';

jest.mock('@chokdee/shared-kernel/api/auth', () => ({
  ...jest.requireActual('@chokdee/shared-kernel/api/auth'),
  fetchLineConfig: jest.fn(),
}));

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

function parcelProps(domElement: HTMLElement) {
  return {
    name: 'mf_member',
    remoteName: 'mf_member',
    slot: 'main',
    domElement,
    singleSpa: {},
    mountParcel: jest.fn(),
  } as unknown as Parameters<typeof mount>[0];
}

beforeEach(() => jest.mocked(fetchLineConfig).mockReset().mockResolvedValue(false));

describe('exposed ./app lifecycles', () => {
  it('mounts the login page at /members/login and unmounts cleanly', async () => {
    window.history.pushState(null, '', '/members/login');
    const element = document.createElement('div');
    document.body.append(element);
    const props = parcelProps(element);

    await bootstrap(props);
    await run(mount, props);

    expect(screen.getByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 })).toBeInTheDocument();
    expect(element).toContainElement(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    await run(unmount, props);
    expect(element).toBeEmptyDOMElement();
    element.remove();
  });

  it('renders nothing on a path it does not serve', async () => {
    window.history.pushState(null, '', '/check-lottery');
    const element = document.createElement('div');
    document.body.append(element);
    const props = parcelProps(element);

    await run(mount, props);
    expect(element).toBeEmptyDOMElement();
    await run(unmount, props);
    element.remove();
  });
});
