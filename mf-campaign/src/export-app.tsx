// The exposed `./app`: single-spa lifecycles the shell mounts with <Parcel> (DESIGN.md §2).
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteProps } from '@chokdee/shared-kernel/remote-props';
import { RemoteError } from '@chokdee/shared-kernel/ui/remote-error';
import { Root } from './app/root';

const lifecycles = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: () => <RemoteError system="แคมเปญ" />,
});

export const { bootstrap, mount, unmount } = lifecycles;
