import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { MemberSession } from '#api/test/member-session';

export const MINE = '/public/v1/members/pray/projects';

const picture = () =>
  sharp({ create: { width: 800, height: 450, channels: 3, background: '#a1c4fd' } })
    .png()
    .toBuffer();

/** A complete project of `owner`, sent for review: what the queue holds. */
export async function submittedProject(
  app: FastifyInstance,
  owner: MemberSession,
  title: string,
): Promise<{ id: number; slug: string }> {
  const created = await app.inject({
    method: 'POST',
    url: MINE,
    headers: owner.headers,
    payload: {
      title,
      category: 'merit',
      target_supporters: 20,
      starts_on: '2026-11-20',
      ends_on: '2026-12-31',
      story: '<p>ขอให้ทุกคนในครอบครัวสุขภาพแข็งแรง</p>',
    },
  });
  if (created.statusCode !== 201) throw new Error(`draft: ${created.body}`);
  const id = created.json().data.id as number;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await picture())], { type: 'image/png' }), 'p.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const uploaded = await app.inject({
    method: 'POST',
    url: `${MINE}/${id}/pictures`,
    headers: { ...owner.headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (uploaded.statusCode !== 201) throw new Error(`picture: ${uploaded.body}`);
  const submitted = await app.inject({ method: 'POST', url: `${MINE}/${id}/submit`, headers: owner.headers });
  if (submitted.statusCode !== 200) throw new Error(`submit: ${submitted.body}`);
  return { id, slug: submitted.json().data.slug as string };
}

/** Posts news on a published project of `owner`: it waits for review. */
export async function postNews(
  app: FastifyInstance,
  owner: MemberSession,
  projectId: number,
  title: string,
): Promise<number> {
  const posted = await app.inject({
    method: 'POST',
    url: `${MINE}/${projectId}/updates`,
    headers: owner.headers,
    payload: { title, body: 'ความคืบหน้าล่าสุดของคำขอพร' },
  });
  if (posted.statusCode !== 201) throw new Error(`news: ${posted.body}`);
  return posted.json().data.id as number;
}
