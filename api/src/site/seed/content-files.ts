import { ContentSchema, type ContentKind } from '@chokdee/shared-contract/schemas/content';
import { ConsentSchema } from '@chokdee/shared-contract/schemas/consent';
import { PopupSchema } from '@chokdee/shared-contract/schemas/popup';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/** `api/data/`: the seed's content as files an editor opens, not strings in TypeScript. */
export const DATA_DIR = path.resolve(__dirname, '..', '..', '..', 'data');

/** Where each kind's files are (`api/data/content/<folder>/<slug>.html`). */
export const CONTENT_FOLDERS: Record<ContentKind, string> = {
  page: 'pages',
  article: 'articles',
  social: 'social',
};

const nonEmpty = z.string().trim().min(1);

/**
 * The front matter of one content file: the kernel's content fields (the slug is the file name),
 * and how many days before the first start it reads as published.
 */
const ContentFrontMatterSchema = z.strictObject({
  tags: z.optional(ContentSchema.shape.tags),
  cover_url: z.optional(ContentSchema.shape.cover_url),
  video_url: z.optional(ContentSchema.shape.video_url),
  title: z.pipe(ContentSchema.shape.title, nonEmpty),
  summary: z.pipe(ContentSchema.shape.summary, nonEmpty),
  days_ago: z.number().int().min(0),
});

/** One file's content as the seed inserts it. */
export const SeedContentSchema = z.object({
  slug: ContentSchema.shape.slug,
  body_html: ContentSchema.shape.body_html,
  ...ContentFrontMatterSchema.shape,
});
export type SeedContent = z.infer<typeof SeedContentSchema>;

const PopupFileSchema = z
  .array(
    z.strictObject({
      name: PopupSchema.shape.name,
      link_url: PopupSchema.shape.link_url,
      file: z.string().regex(/^[a-z0-9][a-z0-9-]*\.(svg|webp)$/),
      position: z.number().int().min(1),
    }),
  )
  .min(1);
export type SeedPopup = z.infer<typeof PopupFileSchema>[number];

const ConsentFrontMatterSchema = z.strictObject({ version: ConsentSchema.shape.version, title: nonEmpty });
export type SeedConsent = z.infer<typeof ConsentFrontMatterSchema> & { content: string };

/** Splits `---\n<yaml>\n---\n<html>` into its front matter and its body. */
export function readFrontMatterFile(file: string): { data: unknown; body: string } {
  const text = readFileSync(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter (--- … ---) at the top`);
  return { data: parseYaml(match[1]!), body: match[2]!.trimEnd() };
}

/** Validates with a schema and names the file and the field of any problem. */
function validate<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`,
  );
  throw new Error(`${file}: ${problems.join('; ')}`);
}

/** Every `<slug>.html` of one kind, in slug order; a bad file stops the seed naming it. */
export function loadContentFiles(kind: ContentKind, dataDir = DATA_DIR): SeedContent[] {
  const dir = path.join(dataDir, 'content', CONTENT_FOLDERS[kind]);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const { data, body } = readFrontMatterFile(file);
      const meta = validate(ContentFrontMatterSchema, data, file);
      return validate(
        SeedContentSchema,
        { slug: name.slice(0, -'.html'.length), body_html: body, ...meta },
        file,
      );
    });
}

/** `api/data/content/popups.yaml`: the announcement slides. */
export function loadPopupFile(dataDir = DATA_DIR): SeedPopup[] {
  const file = path.join(dataDir, 'content', 'popups.yaml');
  return validate(PopupFileSchema, parseYaml(readFileSync(file, 'utf8')), file);
}

/** `api/data/consents/v<n>.html`: the terms members accept, one file per version. */
export function loadConsentFiles(dataDir = DATA_DIR): SeedConsent[] {
  const dir = path.join(dataDir, 'consents');
  return readdirSync(dir)
    .filter((name) => /^v\d+\.html$/.test(name))
    .map((name) => {
      const file = path.join(dir, name);
      const { data, body } = readFrontMatterFile(file);
      const meta = validate(ConsentFrontMatterSchema, data, file);
      if (`v${meta.version}.html` !== name)
        throw new Error(`${file}: version ${meta.version} in a file named ${name}`);
      return { ...meta, content: validate(z.pipe(ConsentSchema.shape.content, nonEmpty), body, file) };
    })
    .sort((a, b) => a.version - b.version);
}
