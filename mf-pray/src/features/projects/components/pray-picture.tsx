import type { ImgHTMLAttributes } from 'react';
import { usePictureSrc } from '../hooks/use-picture-src';

export type PrayPictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  /** The API's path for the picture (`/public/v1/pray/pictures/{id}/{size}`). */
  path: string;
  /** True for a project not yet public: its pictures need the owner's token. */
  ownerOnly: boolean;
};

/** One pray picture, public or the owner's own (see `usePictureSrc`). */
export function PrayPicture({ path, ownerOnly, alt, ...img }: PrayPictureProps) {
  const src = usePictureSrc(path, ownerOnly);
  // No src until an owner-only picture has arrived: an empty src would request the page itself.
  return src ? <img src={src} alt={alt} {...img} /> : <img alt={alt} {...img} />;
}
