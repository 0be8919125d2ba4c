import { pictureFolderRoutes, publicPicturesDir } from '#api/plugins/picture-folder-routes';

/** The store pictures shipped with the API (`api/public/stores/`): covers, profiles, banners. */
export const STORE_IMAGES_DIR = publicPicturesDir('stores');

export default pictureFolderRoutes(STORE_IMAGES_DIR);
