import { pictureFolderRoutes, publicPicturesDir } from '#api/plugins/picture-folder-routes';

/** The announcement popup slides shipped with the API (`api/public/popups/*.svg`). */
export const POPUP_IMAGES_DIR = publicPicturesDir('popups');

export default pictureFolderRoutes(POPUP_IMAGES_DIR);
