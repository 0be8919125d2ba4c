export const SITE_NAME = 'โชคดี';

/** The document title of a shell page: 'หน้า | โชคดี'. */
export function pageTitle(text: string): string {
  return `${text} | ${SITE_NAME}`;
}
