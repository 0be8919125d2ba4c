import type { MouseEvent } from 'react';
import { assetUrl } from '@chokdee/shared-kernel/api/asset-url';
import { navigate } from '@chokdee/shared-kernel/navigation';
import type { Popup } from '@chokdee/shared-contract/schemas/popup';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { popupLink } from '@chokdee/shared-contract/rules/popup-link';
import styles from './announcement.module.css';
import { useSlideshow } from './use-slideshow';

export type AnnouncementDialogProps = {
  popups: Popup[];
  onClose: () => void;
  /** `false` while the cookie consent bar waits for an answer: the bar must stay usable. */
  modal?: boolean;
};

function Slide({ popup, onClose }: { popup: Popup; onClose: () => void }) {
  const image = <img className={styles.image} src={assetUrl(popup.file.url) ?? ''} alt={popup.name} />;
  const link = popupLink(popup.link_url);
  if (!link) return image;
  if (link.kind === 'external') {
    return (
      <a className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  const go = (event: MouseEvent) => {
    event.preventDefault();
    onClose();
    navigate(link.path);
  };
  return (
    <a className={styles.link} href={link.path} onClick={go}>
      {image}
    </a>
  );
}

/**
 * The announcement slides in the kernel's modal: an autoplaying carousel (spec §4) with previous /
 * next buttons, one dot per slide and a pause button (WCAG 2.2.2: moving content can be stopped;
 * it also stops while the pointer or focus is on it, and does not start for reduced motion).
 * The markup is all drawn here, so the first slide shows without the slideshow's code, which
 * `useSlideshow` loads afterwards.
 */
export function AnnouncementDialog({ popups, onClose, modal = true }: AnnouncementDialogProps) {
  const many = popups.length > 1;
  const { viewportRef, selected, playing, drive, togglePlay, engine } = useSlideshow(popups.length);

  return (
    <ModalDialog
      title="ประกาศ"
      onClose={onClose}
      modal={modal}
      footer={
        <button type="button" className={styles.close} onClick={onClose}>
          ปิด
        </button>
      }
    >
      <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label="ภาพประกาศ">
        <div className={styles.viewport} ref={viewportRef}>
          <div className={styles.container}>
            {popups.map((popup, index) => (
              <div
                key={popup.id}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} จาก ${popups.length}`}
                aria-hidden={many && index !== selected ? true : undefined}
                inert={many && index !== selected ? true : undefined}
              >
                <Slide popup={popup} onClose={onClose} />
              </div>
            ))}
          </div>
        </div>
        {many && (
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => drive((slideshow) => slideshow.scrollPrev())}
            >
              <span aria-hidden="true">‹</span>
              <span className={styles.visuallyHidden}>ภาพก่อนหน้า</span>
            </button>
            <div className={styles.dots}>
              {popups.map((popup, index) => (
                <button
                  key={popup.id}
                  type="button"
                  className={styles.dot}
                  aria-label={`ภาพที่ ${index + 1}`}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => drive((slideshow) => slideshow.scrollTo(index))}
                />
              ))}
            </div>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => drive((slideshow) => slideshow.scrollNext())}
            >
              <span aria-hidden="true">›</span>
              <span className={styles.visuallyHidden}>ภาพถัดไป</span>
            </button>
            <button type="button" className={styles.pause} onClick={togglePlay}>
              {playing ? 'หยุดเลื่อนอัตโนมัติ' : 'เลื่อนอัตโนมัติ'}
            </button>
          </div>
        )}
        {engine}
      </div>
    </ModalDialog>
  );
}
