import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { on } from '@chokdee/shared-kernel/events';
import { unavailableRemoteModule } from '../runtime-plugins/remote-fallback';
import { catalogFixture } from '../testing/catalog-fixture';
import { chunkLoadError, fakeRemoteApp } from '../testing/fake-remote-app';
import { RELOAD_STORAGE_KEY } from './chunk-reload';
import { registerCatalogRemotes, resetRegisteredRemotes } from './register-remotes';
import { RemoteOutlet } from './remote-outlet';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = jest.mocked(loadRemote);
const register = jest.mocked(registerRemotes);

function renderInPage() {
  return render(
    <>
      <header>
        <a href="/">หน้าแรก</a>
      </header>
      <RemoteOutlet remoteName="mf_lottery" slot="main" />
      <footer>© 2569 โชคดี</footer>
    </>,
  );
}

function remoteDown() {
  const error = new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');
  return unavailableRemoteModule({ remote: 'mf_lottery', id: 'mf_lottery/app', error });
}

beforeEach(() => {
  load.mockReset();
  register.mockClear();
  resetRegisteredRemotes();
  registerCatalogRemotes(catalogFixture);
  register.mockClear();
  sessionStorage.clear();
});

it("shows a loading state, then mounts the remote's app in its slot with the remote props", async () => {
  load.mockResolvedValue(fakeRemoteApp('ผลสลากงวดล่าสุด'));
  renderInPage();
  expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด');
  expect(await screen.findByText('ผลสลากงวดล่าสุด (mf_lottery · main)')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith('mf_lottery/app');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('unmounts the remote when the slot goes away', async () => {
  const app = fakeRemoteApp('ผลสลาก');
  load.mockResolvedValue(app);
  const { unmount } = renderInPage();
  await screen.findByText(/ผลสลาก/);
  unmount();
  await waitFor(() => expect(app.calls.unmount).toBe(1));
});

it('keeps a dead remote in its slot: Thai fallback, the page around it intact, then a retry that works', async () => {
  load.mockResolvedValueOnce(remoteDown()).mockResolvedValueOnce(fakeRemoteApp('ผลสลาก'));
  renderInPage();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้');
  expect(screen.getByRole('link', { name: 'หน้าแรก' })).toBeInTheDocument();
  expect(screen.getByText('© 2569 โชคดี')).toBeInTheDocument();
  expect(sessionStorage.getItem(RELOAD_STORAGE_KEY)).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่อีกครั้ง' }));
  expect(register).toHaveBeenCalledWith(
    [{ name: 'mf_lottery', entry: 'http://localhost:3001/mf-manifest.json' }],
    {
      force: true,
    },
  );
  expect(await screen.findByText('ผลสลาก (mf_lottery · main)')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('stays on the fallback while the remote is still down', async () => {
  load.mockResolvedValue(remoteDown());
  renderInPage();
  await userEvent.click(await screen.findByRole('button', { name: 'ลองใหม่อีกครั้ง' }));
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้');
});

it('shows the fallback when loadRemote rejects', async () => {
  load.mockRejectedValue(new TypeError('Failed to fetch'));
  renderInPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้');
});

it('shows the fallback, not a second reload, for a stale chunk within 60 s of the last reload', async () => {
  sessionStorage.setItem(RELOAD_STORAGE_KEY, String(Date.now() - 5_000));
  load.mockRejectedValue(chunkLoadError());
  renderInPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้');
});

it('catches a remote whose mount throws, and reports it on the event bus', async () => {
  const failures: { remote: string; error: string }[] = [];
  const off = on('remote:failed', (payload) => failures.push(payload));
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  load.mockResolvedValue({
    bootstrap: async () => {},
    mount: async () => {
      throw new Error('render exploded');
    },
    unmount: async () => {},
  });
  renderInPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้');
  expect(screen.getByRole('link', { name: 'หน้าแรก' })).toBeInTheDocument();
  expect(failures).toEqual([{ remote: 'mf_lottery', error: expect.stringContaining('render exploded') }]);
  off();
  consoleError.mockRestore();
});

it('does not fetch anything before it is rendered', async () => {
  load.mockResolvedValue(fakeRemoteApp('ผลสลาก'));
  expect(load).not.toHaveBeenCalled();
  await act(async () => {
    renderInPage();
  });
  expect(load).toHaveBeenCalledTimes(1);
});
