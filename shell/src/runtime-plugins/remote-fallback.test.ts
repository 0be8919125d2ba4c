import {
  REMOTE_UNAVAILABLE_TEXT,
  isUnavailableRemote,
  remoteFallbackPlugin,
  unavailableRemoteModule,
} from './remote-fallback';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>>[0];

function args(partial: Partial<ErrorArgs>): ErrorArgs {
  return {
    id: 'mf_lottery/app',
    error: new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'),
    from: 'runtime',
    lifecycle: 'onLoad',
    origin: {} as ErrorArgs['origin'],
    ...partial,
  };
}

describe('remoteFallbackPlugin', () => {
  it('answers a failed load with a stand-in module that carries the failure', () => {
    const onFailure = jest.fn();
    const plugin = remoteFallbackPlugin({ onFailure });
    const error = new Error('down');
    const result = plugin.errorLoadRemote?.(
      args({
        error,
        remote: { name: 'mf_lottery', entry: 'http://x/mf-manifest.json' } as ErrorArgs['remote'],
      }),
    );
    expect(isUnavailableRemote(result)).toBe(true);
    expect(result).toMatchObject({ remote: 'mf_lottery', id: 'mf_lottery/app', error });
    expect(onFailure).toHaveBeenCalledWith({ remote: 'mf_lottery', id: 'mf_lottery/app', error });
  });

  it('takes the remote name from the request when the runtime does not know the remote', () => {
    const onFailure = jest.fn();
    remoteFallbackPlugin({ onFailure }).errorLoadRemote?.(args({ id: 'mf_quest/widgets/gift-button' }));
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ remote: 'mf_quest' }));
  });

  it.each(['afterResolve', 'beforeRequest', 'beforeLoadShare'] as const)(
    'leaves the %s stage alone (it expects a manifest or arguments back)',
    (lifecycle) => {
      const onFailure = jest.fn();
      expect(remoteFallbackPlugin({ onFailure }).errorLoadRemote?.(args({ lifecycle }))).toBeUndefined();
      expect(onFailure).not.toHaveBeenCalled();
    },
  );
});

describe('unavailableRemoteModule', () => {
  it('mounts as a parcel that shows the Thai notice and cleans up on unmount', async () => {
    const module = unavailableRemoteModule({ remote: 'mf_lottery', id: 'mf_lottery/app', error: null });
    const domElement = document.createElement('div');
    await module.bootstrap();
    await module.mount({ domElement });
    expect(domElement.textContent).toBe(REMOTE_UNAVAILABLE_TEXT);
    expect(domElement.querySelector('[role="alert"]')).not.toBeNull();
    await module.unmount({ domElement });
    expect(domElement.childNodes).toHaveLength(0);
  });

  it('is told apart from ordinary modules', () => {
    expect(isUnavailableRemote({ bootstrap: jest.fn() })).toBe(false);
    expect(isUnavailableRemote(null)).toBe(false);
    expect(isUnavailableRemote('mf_lottery')).toBe(false);
  });
});
