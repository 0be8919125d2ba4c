import { screen } from '@testing-library/react';
import { act } from 'react';
import { fetchLotteryDraws, fetchLotteryResults } from '@chokdee/shared-kernel/api/lottery';
import { draw20260516 } from './features/results/__fixtures__/draw-2026-05-16';
import { pastDraws } from './features/results/__fixtures__/past-draws';
import { resultsServer } from './testing/mock-lottery-api';
import { bootstrap, mount, unmount } from './export-app';

jest.mock('@chokdee/shared-kernel/api/lottery', () => ({
  fetchLotteryResults: jest.fn(),
  fetchLotteryDraws: jest.fn(),
}));

/**
 * Runs a lifecycle the way single-spa does. Its promise settles only after React commits, so
 * the render is flushed by a first act, and the wait (and the data it brings) by a second.
 */
async function run(lifecycle: typeof mount, props: Parameters<typeof mount>[0]) {
  let done: Promise<unknown> = Promise.resolve();
  act(() => {
    done = lifecycle(props);
  });
  await act(async () => {
    await done;
  });
}

// single-spa passes these with every lifecycle call; the shell's <Parcel> adds `domElement`.
function parcelProps(domElement: HTMLElement) {
  return {
    name: 'mf_lottery',
    remoteName: 'mf_lottery',
    slot: 'main',
    domElement,
    singleSpa: {},
    mountParcel: jest.fn(),
  } as unknown as Parameters<typeof mount>[0];
}

beforeEach(() => {
  jest
    .mocked(fetchLotteryResults)
    .mockReset()
    .mockImplementation(resultsServer([draw20260516]));
  jest.mocked(fetchLotteryDraws).mockReset().mockResolvedValue(pastDraws);
});

describe('exposed ./app lifecycles', () => {
  it('mounts the results page at /check-lottery in the given element and unmounts cleanly', async () => {
    window.history.pushState(null, '', '/check-lottery');
    const element = document.createElement('div');
    document.body.append(element);
    const props = parcelProps(element);

    await bootstrap(props);
    await run(mount, props);

    expect(await screen.findByText('งวดวันที่ 16 พฤษภาคม 2569', { selector: 'p' })).toBeInTheDocument();
    expect(element).toContainElement(screen.getByRole('heading', { level: 1 }));

    await run(unmount, props);
    expect(element).toBeEmptyDOMElement();
    element.remove();
  });

  it('renders nothing on a path it does not serve', async () => {
    window.history.pushState(null, '', '/articles');
    const element = document.createElement('div');
    document.body.append(element);
    const props = parcelProps(element);

    await run(mount, props);

    expect(element).toBeEmptyDOMElement();
    expect(fetchLotteryResults).not.toHaveBeenCalled();
    await run(unmount, props);
    element.remove();
  });
});
