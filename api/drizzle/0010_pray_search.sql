-- Hand-written (drizzle-kit cannot express it): the prayer search finds any fragment of a Thai
-- title or story. Thai has no spaces between words, so word splitting (full-text search) cannot
-- work; a trigram GIN index serves `search_text LIKE '%fragment%'` instead (search_text is stored lower-cased).
-- The extension lives in `public` and the operator class is named with its schema, so a
-- database whose search_path is another schema (one per test file) still finds it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pray_projects_search_trgm_idx" ON "pray_projects" USING gin ("search_text" public.gin_trgm_ops) WHERE "status" = 'published';
