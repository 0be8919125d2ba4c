// The announcement's first slide as the page's HTML carries it, before any script: the API writes
// the markup (api/src/site/first-announcement/), the site's origin includes it in the shell's
// HTML, the shell's first stylesheet draws it and the shell's popup takes it over or removes it.

/** Where the site's origin asks for it, with `?closed=<the visitor's ANNOUNCEMENT_CLOSED_COOKIE>`. */
export const FIRST_ANNOUNCEMENT_API_PATH = '/public/v1/site/first-announcement';

/** The names the markup, its stylesheet and the shell's takeover share. */
export const FIRST_ANNOUNCEMENT = {
  /** The wrapper: the dimmed backdrop and the dialog; `data-version` is the popups' version. */
  id: 'chokdee-first-announcement',
  titleId: 'chokdee-first-announcement-title',
  backdrop: 'cd-first-announcement',
  dialog: 'cd-first-announcement__dialog',
  header: 'cd-first-announcement__header',
  title: 'cd-first-announcement__title',
  closeIcon: 'cd-first-announcement__x',
  body: 'cd-first-announcement__body',
  link: 'cd-first-announcement__link',
  image: 'cd-first-announcement__image',
  footer: 'cd-first-announcement__footer',
  closeButton: 'cd-first-announcement__close',
} as const;
