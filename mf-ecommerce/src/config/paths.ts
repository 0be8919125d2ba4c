/** Every path this remote serves, in one place (its catalog.json registers the same patterns). */
export const paths = {
  store: {
    path: '/ecommerce/store',
    getHref: (shop?: string, page?: number) => {
      const query = new URLSearchParams();
      if (shop) query.set('shop', shop);
      if (page && page > 1) query.set('page', String(page));
      const text = query.toString();
      return text ? `/ecommerce/store?${text}` : '/ecommerce/store';
    },
  },
  dealers: { path: '/ecommerce/dealers', getHref: () => '/ecommerce/dealers' },
  product: {
    path: '/ecommerce/store/:productCode',
    getHref: (code: string) => `/ecommerce/store/${encodeURIComponent(code)}`,
  },
  purchase: {
    path: '/ecommerce/purchases/:purchaseCode?',
    getHref: (code?: string) =>
      code ? `/ecommerce/purchases/${encodeURIComponent(code)}` : '/ecommerce/purchases',
  },
  certificate: {
    path: '/ecommerce/amulet-bags/:certificateCode?',
    getHref: (code?: string) =>
      code ? `/ecommerce/amulet-bags/${encodeURIComponent(code)}` : '/ecommerce/amulet-bags',
  },
  amuletBag: { path: '/members/ecommerce/amulet-bag', getHref: () => '/members/ecommerce/amulet-bag' },
  purchaseHistory: {
    path: '/members/ecommerce/purchase-history',
    getHref: () => '/members/ecommerce/purchase-history',
  },
  shopOrders: { path: '/staff/shop-orders', getHref: () => '/staff/shop-orders' },
  shopStock: { path: '/staff/shop-stock', getHref: () => '/staff/shop-stock' },
} as const;
