import { pictureFolderRoutes, publicPicturesDir } from '#api/plugins/picture-folder-routes';

/** The reward pictures shipped with the API (`api/public/rewards/*.svg`). */
export const REWARD_IMAGES_DIR = publicPicturesDir('rewards');

export default pictureFolderRoutes(REWARD_IMAGES_DIR);
