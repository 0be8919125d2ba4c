import { eq, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { users } from '#api/auth/auth-tables';
import { prayPictures, prayProjects, praySettings, prayUpdates, prayVotes } from './pray-tables';
import { addDays, bangkokDate } from '#api/lib/bangkok-time';
import { makeSeedPictures } from '#api/pray/seed/seed-pictures';
import { SEED_PROJECTS } from '#api/pray/seed/seed-projects';
import { searchTextOf } from '#api/pray/project-search';
import { prayProjectSlug } from '#api/pray/slug';
import { sanitizeStory, storyText, textToHtml } from '#api/pray/story-html';
import { DEFAULT_PRAY_SETTINGS } from '#api/pray/settings';
import type { DomainSeed } from '#api/db/seed/domain-seed';

const MEMBERS = [
  ['สมศรี', 'ใจบุญ'],
  ['วิชัย', 'มีสุข'],
  ['มาลี', 'ศรีสวัสดิ์'],
  ['ประเสริฐ', 'ทองดี'],
  ['กาญจนา', 'แสงจันทร์'],
  ['สมชาย', 'รุ่งเรือง'],
  ['อรุณี', 'พรหมมา'],
  ['ธนากร', 'บุญมา'],
  ['พิมพ์ชนก', 'วงศ์ไทย'],
  ['สุริยา', 'ดวงดี'],
  ['จันทร์เพ็ญ', 'สายทอง'],
  ['ณัฐพล', 'เจริญสุข'],
] as const;
const FIRST_REF = 'seed-pray-01';
/** Published ones; then 2 drafts, 1 pending review and 1 rejected of the first member. */
const PUBLISHED = 32;

/**
 * The prayer demo: 12 members (no password: they only own and join), 32 published projects with
 * pictures drawn in the repo, news and votes, plus drafts, one pending review and one rejected.
 * Runs once: it does nothing when the first demo member already exists.
 */
export async function seedPray(db: Executor, now: Date): Promise<number> {
  await db
    .insert(praySettings)
    .values({ id: 1, ...DEFAULT_PRAY_SETTINGS })
    .onConflictDoNothing();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.ref, FIRST_REF));
  if (existing) return 0;

  const memberIds: number[] = [];
  for (const [index, [name, lastname]] of MEMBERS.entries()) {
    const [row] = await db
      .insert(users)
      .values({
        ref: `seed-pray-${String(index + 1).padStart(2, '0')}`,
        name,
        lastname,
        login_provider: 'local',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (row) memberIds.push(row.id);
  }
  if (memberIds.length === 0) return 0;
  const pictures = await makeSeedPictures();
  const today = bangkokDate(now);

  for (const [i, seed] of SEED_PROJECTS.entries()) {
    const status =
      i < PUBLISHED
        ? 'published'
        : i < PUBLISHED + 2
          ? 'draft'
          : i === PUBLISHED + 2
            ? 'pending_review'
            : 'rejected';
    const owner = i >= PUBLISHED ? memberIds[0]! : memberIds[i % memberIds.length]!;
    const story = sanitizeStory(`<p>${seed.story}</p><p>ขอบคุณทุกแรงอธิษฐาน สาธุ</p>`);
    const [project] = await db
      .insert(prayProjects)
      .values({
        slug: `seed-${i}`,
        owner_id: owner,
        title: seed.title,
        category: seed.category,
        story_html: story,
        search_text: searchTextOf(seed.title, storyText(story)),
        target_supporters: seed.target,
        starts_on: addDays(today, -(i % 10) - 1),
        ends_on: addDays(today, 5 + ((i * 11) % 60)),
        status,
        reject_reason: status === 'rejected' ? 'เนื้อหาเกี่ยวกับการพนันโดยตรง กรุณาปรับเรื่องราวแล้วส่งใหม่' : null,
        featured: i < 4,
        published_at: status === 'published' ? new Date(now.getTime() - i * 7 * 3_600_000) : null,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: prayProjects.id });
    const id = project!.id;
    const picture = pictures[i % pictures.length]!;
    const [cover] = await db
      .insert(prayPictures)
      .values({ project_id: id, kind: 'gallery', ...picture, created_at: now })
      .returning({ id: prayPictures.id });
    if (i % 3 === 0)
      await db.insert(prayPictures).values({
        project_id: id,
        kind: 'gallery',
        ...pictures[(i + 1) % pictures.length]!,
        created_at: now,
      });
    await db
      .update(prayProjects)
      .set({ slug: prayProjectSlug(seed.title, id), cover_picture_id: cover!.id })
      .where(eq(prayProjects.id, id));
    if (status !== 'published') continue;

    const voters = memberIds
      .filter((_, j) => j !== i % memberIds.length)
      .slice(0, (i * 7) % memberIds.length);
    if (voters.length > 0) {
      await db
        .insert(prayVotes)
        .values(voters.map((user_id) => ({ project_id: id, user_id, created_at: now })))
        .onConflictDoNothing();
      await db
        .update(prayProjects)
        .set({ supporters_count: sql`(SELECT count(*) FROM pray_votes WHERE project_id = ${id})::int` })
        .where(eq(prayProjects.id, id));
    }
    if (i < 6) {
      const [update] = await db
        .insert(prayUpdates)
        .values({
          project_id: id,
          title: 'ขอบคุณทุกคนที่ร่วมอธิษฐาน',
          body_html: textToHtml('อัปเดตความคืบหน้า: ทุกอย่างเป็นไปด้วยดี\n\nขอบคุณทุกกำลังใจที่ส่งมานะคะ'),
          created_at: new Date(now.getTime() - 3_600_000),
        })
        .returning({ id: prayUpdates.id });
      await db
        .insert(prayPictures)
        .values({ project_id: id, kind: 'update', update_id: update!.id, ...picture, created_at: now });
    }
  }
  return SEED_PROJECTS.length;
}

/** The demo prayer projects. */
export const domainSeed: DomainSeed = {
  async demo(tx, { now }) {
    await seedPray(tx, now);
  },
};
