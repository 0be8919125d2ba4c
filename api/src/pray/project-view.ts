import type { PrayPicture, PrayProject, PrayProjectSummary } from '@chokdee/shared-contract/schemas/pray';
import { PrayCategorySchema, PrayStatusSchema } from '@chokdee/shared-contract/schemas/pray';
import { toBangkokIso } from '../lib/bangkok-time';
import { excerpt, storyText } from './story-html';

export const PRAY_PICTURE_PATH = '/public/v1/pray/pictures';

export interface PictureRow {
  id: number;
  width: number;
  height: number;
}

export interface ProjectRow {
  id: number;
  slug: string;
  owner_id: number;
  owner_name: string;
  title: string;
  category: string | null;
  story_html: string;
  target_supporters: number | null;
  starts_on: string | null;
  ends_on: string | null;
  status: string;
  reject_reason: string | null;
  cover_picture_id: number | null;
  featured: boolean;
  supporters_count: number;
  published_at: Date | null;
}

export function pictureView(row: PictureRow): PrayPicture {
  return {
    id: row.id,
    url: `${PRAY_PICTURE_PATH}/${row.id}/web`,
    thumb_url: `${PRAY_PICTURE_PATH}/${row.id}/thumb`,
    width: row.width,
    height: row.height,
  };
}

/** The chosen cover, else the first picture. */
function coverOf(row: ProjectRow, pictures: PictureRow[]): PictureRow | null {
  return pictures.find((p) => p.id === row.cover_picture_id) ?? pictures[0] ?? null;
}

export function summaryView(row: ProjectRow, pictures: PictureRow[]): PrayProjectSummary {
  const cover = coverOf(row, pictures);
  const category = PrayCategorySchema.safeParse(row.category);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: category.success ? category.data : null,
    status: PrayStatusSchema.parse(row.status),
    cover: cover ? pictureView(cover) : null,
    target_supporters: row.target_supporters,
    supporters_count: Number(row.supporters_count),
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    owner_name: row.owner_name || 'สมาชิก',
    excerpt: excerpt(storyText(row.story_html)),
    featured: row.featured,
    published_at: row.published_at ? toBangkokIso(new Date(row.published_at)) : null,
  };
}

export function projectView(
  row: ProjectRow,
  pictures: PictureRow[],
  extra: { updatesCount: number; viewerId: number | null },
): PrayProject {
  return {
    ...summaryView(row, pictures),
    story: row.story_html,
    pictures: pictures.map(pictureView),
    reject_reason: row.reject_reason,
    updates_count: extra.updatesCount,
    is_owner: extra.viewerId === row.owner_id,
  };
}
