import { listArticleTags } from '../contents-repository';
import type { HeadResolver } from './head-context';
import { defaultPageHead, notFoundPageHead } from './page-head';

const CATEGORIES_PATH = '/articles/categories';

/**
 * `/articles/categories/{tag}` and the spec's catch-all `/{tag}`: the articles of one tag, both
 * naming the first (what the site links to) as canonical. `/articles/categories` alone lists the
 * tags. A tag no published article carries is kept out of indexes; the catch-all gives any other
 * path the default head, as the shell shows its 'not found' page there.
 */
export function categoryHead(from: 'categories' | 'catch-all'): HeadResolver {
  return async (context, { tag }) => {
    if (!tag) {
      return {
        title: 'หมวดหมู่บทความ',
        description: 'บทความของโชคดีแยกตามหมวดหมู่ เรื่องสลาก การขึ้นเงินรางวัล และความเชื่อเรื่องโชคลาภ',
        path: CATEGORIES_PATH,
        type: 'website',
      };
    }
    const known = (await listArticleTags(context.db, context.now)).find((item) => item.tag === tag);
    if (!known) return from === 'categories' ? notFoundPageHead(context.path) : defaultPageHead(context.path);
    return {
      title: `บทความหมวด ${known.tag}`,
      description: `บทความ ${known.count} เรื่องในหมวด ${known.tag} จากโชคดี`,
      path: `${CATEGORIES_PATH}/${known.tag}`,
      type: 'website',
    };
  };
}
