import { useParams } from 'react-router';
import { paths } from '../config/paths';
import { TaggedArticles } from './tagged-articles';

/** Spec §2 `/{category}`: the articles whose tag is the (decoded) path segment. */
export function CategoryPage() {
  const tag = useParams().category ?? '';
  const hrefFor = (page: number) =>
    page > 1 ? `${paths.category.getHref(tag)}?page=${page}` : paths.category.getHref(tag);
  // A new tag is a new page: remount, so nothing of the previous tag's list lingers.
  return <TaggedArticles key={tag} tag={tag} hrefFor={hrefFor} />;
}

export default CategoryPage;
