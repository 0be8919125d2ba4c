import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '#api/test/build-test-app';

/** The sub-trees an `autohooks.ts` guards, and the one login each lets through. */
const GUARDED = [
  { prefix: '/admin/', signIn: 'POST /admin/v1/staff-sessions' },
  { prefix: '/truck/', signIn: 'POST /truck/v1/dealers/login' },
  { prefix: '/public/bos/v1/dealer/', signIn: 'POST /public/bos/v1/dealer/auth/login' },
];

/** A URL of the pattern with every parameter filled (the guard answers before the params matter). */
const concrete = (url: string) => url.replace(/:[^/]+/g, '1');

describe('a guarded sub-tree of the API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  test.each(GUARDED)('every route under $prefix but its login answers 401 without a token', async (tree) => {
    const routes = app.routeTable
      .filter((route) => route.url.startsWith(tree.prefix))
      .flatMap((route) =>
        route.methods.filter((m) => m !== 'HEAD').map((method) => `${method} ${route.url}`),
      );
    expect(routes.length).toBeGreaterThan(2);
    const answers: Record<string, number> = {};
    for (const route of routes) {
      if (route === tree.signIn) continue;
      const [method, url] = route.split(' ') as [string, string];
      const answer = await app.inject({ method: method as 'GET', url: concrete(url), payload: {} });
      answers[route] = answer.statusCode;
    }
    expect(Object.entries(answers).filter(([, status]) => status !== 401)).toEqual([]);
  });

  test.each(GUARDED)(
    'the login of $prefix is reached without a token (400 for an empty body)',
    async (tree) => {
      const url = tree.signIn.split(' ')[1]!;
      const answer = await app.inject({ method: 'POST', url, payload: {} });
      expect(answer.statusCode).toBe(400);
    },
  );
});
