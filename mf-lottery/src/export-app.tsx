// The exposed `./app`: single-spa lifecycles the shell mounts with <Parcel> (DESIGN.md §2).
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteProps } from '@chokdee/shared-kernel/remote-props';
import { prefetchRouteData } from './app/prefetch-route-data';
import { RemoteError } from '@chokdee/shared-kernel/ui/remote-error';
import { Root } from './app/root';

// The shell loads this module to mount it on the current URL: the page's data request starts
// now and runs while React mounts, not after the first render.
prefetchRouteData(window.location.pathname);

const lifecycles = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: () => <RemoteError system="ระบบตรวจผลสลาก" />,
});

export const { bootstrap, mount, unmount } = lifecycles;
