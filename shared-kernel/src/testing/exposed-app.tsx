import { act } from 'react';
import type { LifeCycles } from 'single-spa';
import type { RemoteProps } from '../remote-props';

type Lifecycle = (props: RemoteProps & { domElement: HTMLElement }) => Promise<unknown>;
export type ExposedLifecycles = Pick<LifeCycles<RemoteProps>, 'bootstrap' | 'mount' | 'unmount'>;

/**
 * Runs a lifecycle the way single-spa does. Its promise settles only after React commits, so the
 * render is flushed by a first act, and the wait (and the data it brings) by a second.
 */
export async function runLifecycle(lifecycle: unknown, props: object): Promise<void> {
  let done: Promise<unknown> = Promise.resolve();
  act(() => {
    done = (lifecycle as Lifecycle)(props as RemoteProps & { domElement: HTMLElement });
  });
  await act(async () => {
    await done;
  });
}

/** The props single-spa passes with every lifecycle call, and the element the shell's <Parcel> adds. */
export function parcelProps(remoteName: string, path: string, slot = 'main') {
  window.history.pushState(null, '', path);
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return { name: remoteName, remoteName, slot, domElement, singleSpa: {}, mountParcel: jest.fn() };
}

export interface ExposedAppCase {
  remoteName: string;
  /** A path the remote serves, and what its page shows there once mounted. */
  served: { path: string; expectPage: (element: HTMLElement) => void | Promise<void> };
  /** A path it does not serve: there it must render nothing. */
  notServed: string;
}

/**
 * The one test of a remote's exposed `./app` (the remote kit's lifecycles): it mounts its page in
 * the element the shell gives it and unmounts cleanly, and renders nothing on other paths.
 */
export function describeExposedApp(
  app: ExposedLifecycles,
  { remoteName, served, notServed }: ExposedAppCase,
) {
  describe('exposed ./app lifecycles', () => {
    it(`mounts the page at ${served.path} in the given element and unmounts cleanly`, async () => {
      const props = parcelProps(remoteName, served.path);
      await runLifecycle(app.bootstrap, props);
      await runLifecycle(app.mount, props);
      await served.expectPage(props.domElement);
      await runLifecycle(app.unmount, props);
      expect(props.domElement).toBeEmptyDOMElement();
      props.domElement.remove();
    });

    it(`renders nothing on a path it does not serve (${notServed})`, async () => {
      const props = parcelProps(remoteName, notServed);
      await runLifecycle(app.mount, props);
      expect(props.domElement).toBeEmptyDOMElement();
      await runLifecycle(app.unmount, props);
      props.domElement.remove();
    });
  });
}
