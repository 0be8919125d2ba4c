import type { Content, ContentSummary } from '@chokdee/shared-contract/schemas/content';
import { jsonResponse, mockFetch, type FetchMock } from '@chokdee/shared-kernel/testing/mock-fetch';

/** An article as the API answers it (whole, with its body). */
export function contentFixture(overrides: Partial<Content> = {}): Content {
  return {
    id: 12,
    kind: 'article',
    slug: 'how-to-claim-first-prize',
    title: 'วิธีขึ้นเงินรางวัลที่ 1',
    summary: 'เอกสารที่ต้องเตรียมและขั้นตอนที่สำนักงานสลากกินแบ่งรัฐบาล',
    tags: ['ความรู้'],
    cover_url: null,
    published_at: '2026-05-02T03:00:00Z',
    body_html: '<p>เตรียมบัตรประชาชนและสลากตัวจริง</p>',
    video_url: null,
    ...overrides,
  };
}

export function summaryOf(content: Content): ContentSummary {
  const { body_html: _body, video_url: _video, ...summary } = content;
  return summary;
}

/** `{ data, meta }` of a list page. */
export function pageOf<T>(
  items: T[],
  meta: { page?: number; per_page?: number; total?: number; last_page?: number } = {},
) {
  return {
    data: items,
    meta: { page: 1, per_page: 10, total: items.length, last_page: 1, ...meta },
  };
}

export function apiError(status: number, message: string, errors: { field: string; message: string }[] = []) {
  return jsonResponse({ message, errors, status }, status);
}

export type ApiRoute = (url: URL, request: Request) => Response | Promise<Response> | undefined;

/**
 * The API answered by path: each handler gets the URL and returns a Response, or undefined to let
 * the next one try; anything unanswered is a 404 in the API's own shape.
 */
export function mockApi(...routes: ApiRoute[]): FetchMock {
  return mockFetch(async (request) => {
    const url = new URL(request.url);
    for (const route of routes) {
      const answer = await route(url, request);
      if (answer) return answer;
    }
    return apiError(404, 'ไม่พบข้อมูลที่ต้องการ');
  });
}

/** A handler for one path (exact pathname), answering JSON `body` (or a Response). */
export function on(pathname: string, answer: (url: URL, request: Request) => unknown): ApiRoute {
  return (url, request) => {
    if (url.pathname !== pathname) return undefined;
    const value = answer(url, request);
    return value instanceof Response ? value : jsonResponse(value);
  };
}
