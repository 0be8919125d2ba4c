import path from 'node:path';
import sharp from 'sharp';
import { publicPicturesDir } from '#api/plugins/picture-folder-routes';
import { POPUP_IMAGE_PATH } from '../popups-repository';

export interface PictureSize {
  width: number;
  height: number;
}

const POPUP_PICTURES = publicPicturesDir('popups');
const PLAIN_NAME = /^[a-z0-9][a-z0-9-]*\.(svg|webp|png)$/;
/** The slides are files shipped with the API: a name's size is read once per process. */
const known = new Map<string, PictureSize | null>();

/**
 * The size of a slide's picture served from the API's own folder, so the page's HTML can give its
 * `<img>` the box it will fill: drawn before the picture arrived, a box without a size grows when
 * it comes and pushes the dialog's close button down. Null for a picture elsewhere or unreadable.
 */
export async function popupPictureSize(fileUrl: string): Promise<PictureSize | null> {
  const prefix = `${POPUP_IMAGE_PATH}/`;
  const name = fileUrl.startsWith(prefix) ? fileUrl.slice(prefix.length) : '';
  if (!PLAIN_NAME.test(name)) return null;
  const cached = known.get(name);
  if (cached !== undefined) return cached;
  const size = await sharp(path.join(POPUP_PICTURES, name))
    .metadata()
    .then(
      ({ width, height }) => (width && height ? { width, height } : null),
      () => null,
    );
  known.set(name, size);
  return size;
}
