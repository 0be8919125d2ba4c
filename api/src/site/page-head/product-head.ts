import { findProduct } from '#api/shop/catalog-queries';
import { productPagePath } from '../page-paths';
import { imageUrl, pageUrl, siteOrganization, type HeadResolver } from './head-context';
import { notFoundPageHead } from './page-head';

const DESCRIPTION_MAX = 200;
const STORE_PATH = '/ecommerce/store';

/** `/ecommerce/store`: the amulet and product shop. */
export const productListHead: HeadResolver = async () => ({
  title: 'ซื้อสินค้า พระเครื่องและวัตถุมงคล',
  description: 'พระเครื่อง เหรียญ และวัตถุมงคลจากร้านค้าที่คัดสรร พร้อมใบรับรองพระเครื่องทุกองค์',
  path: STORE_PATH,
  type: 'website',
});

/**
 * `/ecommerce/store/{productCode}`: the product's name, story and picture, as a schema.org
 * `Product` whose offer is its lowest price now (after the discount), in baht, in stock or not.
 */
export const productHead: HeadResolver = async (context, { productCode }) => {
  const product = productCode ? await findProduct(context.db, productCode, context.now) : null;
  if (!product) return notFoundPageHead(context.path);
  const path = productPagePath(product.code);
  const story = product.description.trim().slice(0, DESCRIPTION_MAX);
  const description = story || `${product.name} จากร้าน${product.shop.name} บนโชคดี`;
  const image = imageUrl(context, product.image_url);
  return {
    title: product.name,
    description,
    path,
    image: product.image_url,
    type: 'website',
    jsonLd: [
      {
        '@type': 'Product',
        name: product.name,
        description,
        image,
        sku: product.code,
        category: product.category.name,
        brand: { '@type': 'Brand', name: product.shop.name },
        offers: {
          '@type': 'Offer',
          url: pageUrl(context, path),
          priceCurrency: 'THB',
          price: product.price_from,
          availability: `https://schema.org/${product.in_stock ? 'InStock' : 'OutOfStock'}`,
          seller: siteOrganization(context),
        },
      },
    ],
  };
};
