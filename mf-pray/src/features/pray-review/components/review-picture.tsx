import { useEffect, useState } from 'react';
import { staffFile } from '@chokdee/shared-kernel/stores/staff-calls';
import { staffPicturePath } from '../api/review-projects';

export type ReviewPictureProps = {
  /** The API's public path of the picture; staff read it from the admin path with their token. */
  path: string;
  alt: string;
  className?: string;
};

/** One thumbnail of a project under review, fetched with the staff token into an object URL. */
export function ReviewPicture({ path, alt, className }: ReviewPictureProps) {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    staffFile(staffPicturePath(path), controller.signal)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setSrc(made);
      })
      .catch(() => {
        // A picture that cannot load leaves its box empty; the alt text still says what it was.
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
      setSrc(null);
    };
  }, [path]);

  // No src until it has arrived: an empty src would request the page itself.
  return src ? (
    <img src={src} alt={alt} className={className} loading="lazy" />
  ) : (
    <img alt={alt} className={className} />
  );
}
