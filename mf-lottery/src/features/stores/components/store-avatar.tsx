import { assetUrl } from '@chokdee/shared-kernel/api/asset-url';
import styles from './store-avatar.module.css';

export type StoreAvatarProps = {
  name: string;
  url: string | null | undefined;
  size?: 'md' | 'lg';
};

/** The store's profile picture, or its first letter on a coloured disc when it has none. */
export function StoreAvatar({ name, url, size = 'md' }: StoreAvatarProps) {
  const src = assetUrl(url);
  const className = `${styles.avatar} ${styles[size]}`;
  if (src) return <img className={className} src={src} alt="" loading="lazy" decoding="async" />;
  return (
    <span className={`${className} ${styles.initial}`} aria-hidden="true">
      {[...name.trim()][0] ?? '?'}
    </span>
  );
}
