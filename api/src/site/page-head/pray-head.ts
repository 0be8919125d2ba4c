import { projectDescription } from '#api/pray/og-page';
import { findProjectBySlug, isPublic, toProject } from '#api/pray/project-store';
import { excerpt, storyText } from '#api/pray/story-html';
import { findUpdate } from '#api/pray/updates';
import { prayProjectPath } from '../page-paths';
import { imageUrl, pageUrl, rowIdOf, siteOrganization, type HeadResolver } from './head-context';
import { notFoundPageHead, type PageHead } from './page-head';

const PRAY = '/ขอพร';
const PROJECT_TABS = new Set(['updates', 'supporters']);

/** `/ขอพร` and `/รายการขอพร`: the list of prayer projects. */
export const prayListHead: HeadResolver = async (context) => ({
  title: 'ขอพร',
  description: 'ร่วมอธิษฐานและส่งกำลังใจให้คำขอพรของสมาชิกโชคดี',
  path: context.path === '/รายการขอพร' ? '/รายการขอพร' : PRAY,
  type: 'website',
});

async function publicProject(context: Parameters<HeadResolver>[0], slug: string | undefined) {
  const row = slug ? await findProjectBySlug(context.db, slug) : undefined;
  return row && isPublic(row) ? toProject(context.db, row, null) : undefined;
}

/** `/ขอพร/{slug}` and its tabs: the project's name, the start of its story, its cover. */
export const prayProjectHead: HeadResolver = async (context, { slug, tab }) => {
  const project = tab === undefined || PROJECT_TABS.has(tab) ? await publicProject(context, slug) : undefined;
  if (!project) return notFoundPageHead(context.path);
  const head: PageHead = {
    title: project.title,
    description: projectDescription(project),
    path: prayProjectPath(project.slug),
    type: 'website',
  };
  if (project.cover) head.image = project.cover.url;
  return head;
};

/** `/ขอพร/{slug}/updates/{id}`: one piece of the project's news, as an article. */
export const prayUpdateHead: HeadResolver = async (context, { slug, updateId }) => {
  const id = rowIdOf(updateId);
  const project = id ? await publicProject(context, slug) : undefined;
  const update = project && id ? await findUpdate(context.db, project.id, id) : undefined;
  if (!project || !update) return notFoundPageHead(context.path);
  const path = `${prayProjectPath(project.slug)}/updates/${update.id}`;
  const picture = update.pictures[0]?.url ?? project.cover?.url;
  const head: PageHead = {
    title: `${update.title} | ${project.title}`,
    description: excerpt(storyText(update.body), 200) || projectDescription(project),
    path,
    type: 'article',
    jsonLd: [
      {
        '@type': 'Article',
        headline: update.title,
        url: pageUrl(context, path),
        datePublished: update.created_at,
        ...(picture ? { image: imageUrl(context, picture) } : {}),
        inLanguage: 'th',
        isPartOf: {
          '@type': 'WebPage',
          name: project.title,
          url: pageUrl(context, prayProjectPath(project.slug)),
        },
        publisher: siteOrganization(context),
      },
    ],
  };
  if (picture) head.image = picture;
  return head;
};
