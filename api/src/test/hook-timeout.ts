// `buildApp` loads the route folders (@fastify/autoload) inside each file's `beforeAll`, so the
// modules a static import used to load before the hook clock started now count against it: on a
// busy machine jest's default 5 s is not enough to build the app. (`testTimeout` in a project's
// config is ignored when jest runs several projects; this setup file is not.)
jest.setTimeout(30_000);
