import { useState } from 'react';
import styles from './avatar.module.css';

export type AvatarProps = {
  /** The member's picture; without one (or when it fails to load) the default image shows. */
  url?: string | null;
  /** Pixel size of the round image. */
  size?: number;
};

/** Spec §2 profile avatar with its default image as the fallback. Decorative: the name is beside it. */
export function Avatar({ url, size = 40 }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = Boolean(url) && failed !== url;
  return showPhoto ? (
    <img
      src={url ?? undefined}
      alt=""
      width={size}
      height={size}
      className={styles.avatar}
      onError={() => setFailed(url ?? null)}
      data-testid="avatar-photo"
    />
  ) : (
    <svg
      viewBox="0 0 40 40"
      width={size}
      height={size}
      className={styles.avatar}
      aria-hidden="true"
      data-testid="avatar-default"
    >
      <circle cx="20" cy="20" r="20" fill="#e6ecf5" />
      <circle cx="20" cy="16" r="7" fill="#9aa9c0" />
      <path d="M6 34c2.5-6.5 8-9.5 14-9.5s11.5 3 14 9.5a20 20 0 0 1-28 0z" fill="#9aa9c0" />
    </svg>
  );
}
