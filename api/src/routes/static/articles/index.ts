import { pictureFolderRoutes, publicPicturesDir } from '#api/plugins/picture-folder-routes';

/** The article covers shipped with the API (`api/public/articles/*.svg`). */
export const ARTICLE_IMAGES_DIR = publicPicturesDir('articles');

export default pictureFolderRoutes(ARTICLE_IMAGES_DIR);
