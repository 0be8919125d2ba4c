import { isPublicStore } from '#api/lottery-sales/public-store';
import { findStoreByCodeOrRef } from '#api/lottery-sales/stores-repository';
import { storePagePath } from '../page-paths';
import { imageUrl, pageUrl, type HeadResolver } from './head-context';
import { notFoundPageHead, type PageHead } from './page-head';

const DESCRIPTION_MAX = 200;

/** `/dealers`: the list of stores. */
export const storeListHead: HeadResolver = async () => ({
  title: 'ร้านค้าตัวแทนจำหน่ายสลากกินแบ่งรัฐบาล',
  description: 'รวมร้านค้าตัวแทนจำหน่ายสลากกินแบ่งรัฐบาลที่ยืนยันตัวตนแล้ว เลือกซื้อสลากออนไลน์จากร้านที่ชอบ',
  path: '/dealers',
  type: 'website',
});

/**
 * `/dealers/{userRef}`: the store's name, its intro and its logo. A store the sitemap does not list
 * (unverified or closed) or none at all: kept out of indexes.
 */
export const storeHead: HeadResolver = async (context, { userRef }) => {
  const found = userRef ? await findStoreByCodeOrRef(context.db, userRef) : undefined;
  if (!found || !isPublicStore(found.store)) return notFoundPageHead(context.path);
  const { store } = found;
  const path = storePagePath(found.userRef);
  const description =
    store.description.trim().slice(0, DESCRIPTION_MAX) || `ร้าน${store.name} ตัวแทนจำหน่ายสลากกินแบ่งรัฐบาลบนโชคดี`;
  const image = store.profile_url ?? store.cover_url ?? undefined;
  const head: PageHead = { title: store.name, description, path, type: 'website' };
  if (image) head.image = image;
  head.jsonLd = [
    {
      '@type': 'Store',
      name: store.name,
      url: pageUrl(context, path),
      ...(store.description.trim() ? { description } : {}),
      ...(image ? { image: imageUrl(context, image) } : {}),
      ...(store.phone ? { telephone: store.phone } : {}),
    },
  ];
  return head;
};
