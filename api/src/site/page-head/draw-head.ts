import { toBangkokIso } from '#api/lib/bangkok-time';
import { drawPagePath } from '../page-paths';
import { drawName, drawNumbersText, findDrawResult } from './draw-result';
import { pageUrl, siteOrganization, type HeadResolver } from './head-context';
import { defaultPageHead, notFoundPageHead } from './page-head';

const CHECK_LOTTERY = '/check-lottery';

/**
 * `/check-lottery` (and its aliases `/checklottery`, `/ตรวจลอตเตอรี่`): the latest draw's results;
 * `…/{YYYY-MM-DD}`: that draw's. Every alias names `/check-lottery…` as its canonical URL.
 */
export const drawHead: HeadResolver = async (context, { slug }) => {
  const result = await findDrawResult(context.db, slug);
  if (!result) return slug === undefined ? defaultPageHead(context.path) : notFoundPageHead(context.path);
  const path = slug ? drawPagePath(result.draw_date) : CHECK_LOTTERY;
  const title = `ตรวจหวย ${drawName(result)}`;
  const description = `ผลสลากกินแบ่งรัฐบาล ${drawName(result)} ${drawNumbersText(result)}`;
  return {
    title,
    description,
    path,
    type: 'website',
    jsonLd: [
      // Dataset: the page publishes one draw's table of numbers, which is data, not a story
      // (Article) nor the drawing as a happening (Event, which wants a place and performers).
      {
        '@type': 'Dataset',
        name: title,
        description,
        url: pageUrl(context, drawPagePath(result.draw_date)),
        temporalCoverage: result.draw_date,
        dateModified: toBangkokIso(result.updated_at),
        isAccessibleForFree: true,
        inLanguage: 'th',
        creator: siteOrganization(context),
      },
    ],
  };
};
