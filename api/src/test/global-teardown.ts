import { rmSync } from 'node:fs';
import path from 'node:path';
import { TEMPLATE_ENV } from './pglite-template';

export default function globalTeardown(): void {
  const file = process.env[TEMPLATE_ENV];
  if (file) rmSync(path.dirname(file), { recursive: true, force: true });
}
