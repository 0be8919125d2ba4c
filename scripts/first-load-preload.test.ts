import { test } from 'node:test';
import assert from 'node:assert/strict';
import { preloadTags } from './first-load-preload';

test('preloads scripts and stylesheets once each, under the public path', () => {
  const tags = preloadTags(['react.1.js', 'kernel.2.css', 'react.1.js', 'assets/font.woff2', 'x.js.map'], '/');
  assert.deepEqual(
    tags.map((tag) => tag.attributes),
    [
      { rel: 'preload', as: 'script', href: '/react.1.js' },
      { rel: 'preload', as: 'style', href: '/kernel.2.css' },
    ],
  );
});
