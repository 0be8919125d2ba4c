import { startScrollKeeper } from './scroll-keeper';

let stop: () => void;
const scrollTo = jest.fn<void, [number, number]>();
let pageHeight = 5000;

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** A pushState as single-spa reports it to every router: a popstate marked as its own. */
function followLink(path: string) {
  window.history.pushState(null, '', path);
  const event = Object.assign(new PopStateEvent('popstate'), {
    singleSpa: true,
    singleSpaTrigger: 'pushState',
  });
  window.dispatchEvent(event);
}

function goBack(path: string) {
  window.history.replaceState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/members/activities');
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  pageHeight = 5000;
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    get: () => pageHeight,
    configurable: true,
  });
  stop = startScrollKeeper();
});

afterEach(() => {
  stop();
  jest.useRealTimers();
});

it('opens a new page at the top', () => {
  scrollWindowTo(1800);
  followLink('/members/activities/7');
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
});

it('keeps the place when only the query changes, or when the link names an anchor', () => {
  scrollWindowTo(900);
  followLink('/members/activities?tab=done');
  followLink('/members/activities/7#rewards');
  expect(scrollTo).not.toHaveBeenCalled();
});

it('puts the visitor back where they were on Back, once the page is tall enough', () => {
  scrollWindowTo(1800);
  followLink('/members/activities/7');
  scrollWindowTo(0);
  scrollTo.mockReset();
  pageHeight = 300; // the remote's list has not arrived yet
  goBack('/members/activities');
  expect(scrollTo).not.toHaveBeenCalled();
  pageHeight = 5000;
  jest.advanceTimersByTime(50);
  expect(scrollTo).toHaveBeenLastCalledWith(0, 1800);
});

it('gives up waiting after a while and goes as far as the page allows', () => {
  scrollWindowTo(1800);
  followLink('/members/activities/7');
  pageHeight = 1000;
  goBack('/members/activities');
  jest.advanceTimersByTime(2500);
  expect(scrollTo).toHaveBeenLastCalledWith(0, 1000 - window.innerHeight);
});
