import type { RemoteProps } from '@chokdee/shared-kernel/remote-props';

type MountProps = RemoteProps & { domElement: HTMLElement };

/** A remote `./app` as single-spa-react would export it, rendering plain DOM. */
export function fakeRemoteApp(text: string) {
  const calls = { mount: 0, unmount: 0 };
  return {
    calls,
    bootstrap: async () => {},
    mount: async ({ domElement, remoteName, slot }: MountProps) => {
      calls.mount += 1;
      const content = document.createElement('p');
      content.textContent = `${text} (${remoteName} · ${slot})`;
      domElement.append(content);
    },
    unmount: async ({ domElement }: MountProps) => {
      calls.unmount += 1;
      domElement.replaceChildren();
    },
  };
}

export function chunkLoadError(): Error {
  const error = new Error('Loading chunk 234 failed.\n(missing: http://localhost:3001/234.js)');
  error.name = 'ChunkLoadError';
  return error;
}
