import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The only names the slips folder holds: made here, so no client text ever reaches a path. */
const SLIP_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/;

function slipPath(dir: string, name: string): string {
  if (!SLIP_NAME.test(name)) throw new Error(`not a slip file name: ${name}`);
  return path.join(dir, name);
}

/** Writes a slip under a fresh random name (owner-only file in an owner-only folder); its name. */
export async function saveSlipFile(dir: string, data: Uint8Array, ext: string): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  // `wx`: never overwrite; 0o600: nobody else on the machine reads a member's bank slip.
  await writeFile(slipPath(dir, name), data, { mode: 0o600, flag: 'wx' });
  return name;
}

/** The slip's bytes, or null when the file is gone. */
export async function readSlipFile(dir: string, name: string): Promise<Buffer | null> {
  try {
    return await readFile(slipPath(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Removes a slip; a file already gone is fine. */
export async function removeSlipFile(dir: string, name: string): Promise<void> {
  try {
    await unlink(slipPath(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
