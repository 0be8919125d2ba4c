import { pictureFolderRoutes, publicPicturesDir } from '#api/plugins/picture-folder-routes';

/** The site's own pictures: its link-preview card and logo (`scripts/make-site-pictures.ts`). */
export default pictureFolderRoutes(publicPicturesDir('site'));
