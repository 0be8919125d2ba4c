import React, { type FunctionComponent, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import singleSpaReact from 'single-spa-react';
import type { RemoteProps } from '../remote-props';
import { RemoteError } from '../ui/remote-error';
import { RouteRoot } from './route-root';
import { createYieldingRoot } from '@chokdee/shared-kernel/runtime/yielding-root';

/** single-spa-react calls `createRoot(container).render(app)`: its renders become transitions. */
const yieldingClient = { createRoot: createYieldingRoot };

export interface RemoteAppOptions {
  /** The remote's pages. */
  routes: RouteObject[];
  /** What the visitor reads is down if it throws, in Thai, e.g. 'ระบบสมาชิก' (`ขออภัย {system}ขัดข้องชั่วคราว`). */
  system: string;
}

/** single-spa lifecycles of a component: what the shell mounts with `<Parcel>` (DESIGN.md §2). */
function lifecyclesOf(rootComponent: FunctionComponent<RemoteProps>, fallback: () => ReactElement) {
  const { bootstrap, mount, unmount } = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient: yieldingClient,
    rootComponent,
    errorBoundary: fallback,
  });
  return { bootstrap, mount, unmount };
}

/** A remote's exposed `./app`: `export const { bootstrap, mount, unmount } = createRemoteApp({ routes, system })`. */
export function createRemoteApp({ routes, system }: RemoteAppOptions) {
  return lifecyclesOf(
    (props: RemoteProps) => <RouteRoot {...props} routes={routes} />,
    () => <RemoteError system={system} />,
  );
}

/**
 * A remote's exposed widget (`./widgets/<name>`), mounted by the shell's WidgetSlot in the layout
 * slot its catalog.json names. A widget is an extra beside the page: one that throws disappears
 * alone, without a message in the middle of the header.
 */
export function createRemoteWidget(Widget: FunctionComponent<RemoteProps>) {
  return lifecyclesOf(Widget, () => <></>);
}
