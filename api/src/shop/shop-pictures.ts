/** Where the shop's pictures are served (`api/public/shop/`, its routes/static/shop). */
export const SHOP_IMAGE_PATH = '/static/shop';
export const shopImageUrl = (file: string) => `${SHOP_IMAGE_PATH}/${file}`;
