// Writes .gz and .br beside every text asset of a built app, so the static server sends
// compressed bytes without compressing on each request.
import path from 'node:path';
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const TEXT = /\.(js|css|html|json|svg|txt|map)$/;

export function precompress(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      count += precompress(file);
    } else if (TEXT.test(name)) {
      const body = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      count += 1;
    }
  }
  return count;
}

if (require.main === module) {
  for (const dir of process.argv.slice(2)) console.log(`${dir}: ${precompress(path.resolve(dir))} files`);
}
