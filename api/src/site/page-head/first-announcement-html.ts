import { FIRST_ANNOUNCEMENT as N } from '@chokdee/shared-contract/first-announcement';
import { popupLink } from '@chokdee/shared-contract/rules/popup-link';
import type { Popup } from '@chokdee/shared-contract/schemas/popup';
import { escapeHtml } from './page-head-html';
import type { PictureSize } from './popup-picture-size';

/**
 * The announcement's first slide as the page's HTML carries it (shared-contract
 * first-announcement.ts): drawn by the shell's first stylesheet before any script, closed by the
 * browser itself (`<form method="dialog">`), its link an ordinary one. The shell's popup takes it
 * over with the slideshow once its code has run. The same texts as the popup's (spec §4). The
 * picture's size, when known, gives it its box before it arrives.
 */
export function renderFirstAnnouncement(popup: Popup, version: number, size: PictureSize | null): string {
  const box = size ? ` width="${size.width}" height="${size.height}"` : '';
  const image =
    `<img class="${N.image}" src="${escapeHtml(popup.file.url)}" alt="${escapeHtml(popup.name)}"${box} ` +
    'fetchpriority="high">';
  const link = popupLink(popup.link_url);
  const slide = !link
    ? image
    : link.kind === 'external'
      ? `<a class="${N.link}" href="${escapeHtml(link.href)}" target="_blank" rel="noopener noreferrer">${image}</a>`
      : `<a class="${N.link}" href="${escapeHtml(link.path)}">${image}</a>`;
  return [
    `<div id="${N.id}" class="${N.backdrop}" data-version="${version}">`,
    `<dialog open class="${N.dialog}" aria-labelledby="${N.titleId}">`,
    `<div class="${N.header}"><h2 id="${N.titleId}" class="${N.title}">ประกาศ</h2>`,
    `<form method="dialog"><button class="${N.closeIcon}" aria-label="ปิด"><span aria-hidden="true">×</span></button></form></div>`,
    `<div class="${N.body}">${slide}</div>`,
    `<div class="${N.footer}"><form method="dialog"><button class="${N.closeButton}">ปิด</button></form></div>`,
    '</dialog></div>',
  ].join('');
}
