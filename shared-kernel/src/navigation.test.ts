import { navigate } from './navigation';

let popstates: PopStateEvent[];
const record = (event: PopStateEvent) => popstates.push(event);

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  popstates = [];
  window.addEventListener('popstate', record);
});

afterEach(() => {
  window.removeEventListener('popstate', record);
  delete (window as { singleSpaNavigate?: unknown }).singleSpaNavigate;
  jest.restoreAllMocks();
});

describe('navigate', () => {
  it('pushes the path and tells the routers with popstate when single-spa is absent (standalone remote)', () => {
    const before = window.history.length;
    navigate('/check-lottery/2026-05-16?number=107387#result');
    expect(window.location.pathname).toBe('/check-lottery/2026-05-16');
    expect(window.location.search).toBe('?number=107387');
    expect(window.location.hash).toBe('#result');
    expect(window.history.length).toBe(before + 1);
    expect(popstates).toHaveLength(1);
  });

  it('leaves the popstate to single-spa when it is on the page', () => {
    (window as { singleSpaNavigate?: unknown }).singleSpaNavigate = () => undefined;
    const pushState = jest.spyOn(window.history, 'pushState');
    navigate('/checklottery');
    expect(pushState).toHaveBeenCalledWith(null, '', '/checklottery');
    expect(window.location.pathname).toBe('/checklottery');
    expect(popstates).toHaveLength(0);
  });

  it('replaces the current entry when asked', () => {
    const before = window.history.length;
    navigate('/members/login', { replace: true });
    expect(window.location.pathname).toBe('/members/login');
    expect(window.history.length).toBe(before);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'check-lottery',
    '',
    '/\t/evil.example',
  ])('ignores %j, which is not an app path', (path) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    navigate(path);
    expect(window.location.pathname).toBe('/');
    expect(popstates).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
