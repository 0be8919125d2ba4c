import { drawName, findDrawResult } from './draw-result';
import { pageUrl, siteOrganization, type HeadResolver } from './head-context';
import { SITE_NAME, defaultPageHead } from './page-head';

/** `/`: the site, with the latest draw's first prize so a preview of the home page is news. */
export const homeHead: HeadResolver = async (context) => {
  const head = defaultPageHead('/');
  const latest = await findDrawResult(context.db);
  const news = latest ? `ผลสลาก${drawName(latest)} รางวัลที่ 1 ${latest.first} ` : '';
  return {
    ...head,
    description: `${news}${head.description}`,
    jsonLd: [
      {
        '@type': 'WebSite',
        name: SITE_NAME,
        alternateName: 'Chokdee',
        url: pageUrl(context, '/'),
        inLanguage: 'th',
      },
      siteOrganization(context),
    ],
  };
};
