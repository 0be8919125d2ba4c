import { pictureFolderRoutes, publicPicturesDir } from '#api/plugins/picture-folder-routes';

/** The shop's product and logo pictures, made in the repo (`api/public/shop/*.svg`, scripts in seed). */
export const SHOP_IMAGES_DIR = publicPicturesDir('shop');

export default pictureFolderRoutes(SHOP_IMAGES_DIR);
