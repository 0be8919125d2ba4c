import { atom, readonlyType } from 'nanostores';

/** Base URLs of the API hosts (DESIGN.md §4: one process by default, splittable per host). */
export interface ApiConfig {
  publicUrl: string;
  shopUrl: string;
  truckUrl: string;
}

/**
 * Runtime config, so one build can point at any API; it wins over the build-time URL. The static
 * host writes `<meta name="chokdee-api-url" content="…">` into the page (no inline script, so a
 * strict Content-Security-Policy holds); a page may also set `globalThis.CHOKDEE_CONFIG`.
 */
export interface ChokdeeRuntimeConfig {
  apiUrl?: string;
  shopUrl?: string;
  truckUrl?: string;
}

export interface ApiConfigSources {
  runtime?: ChokdeeRuntimeConfig;
  /** `process.env.CHOKDEE_API_URL` as inlined by the build; '' when it was not set. */
  buildUrl?: string;
  location?: Pick<Location, 'protocol' | 'hostname'>;
}

const API_PORT = 4000;

/** An empty string counts as unset: the build inlines '' when CHOKDEE_API_URL is missing. */
function present(url: string | undefined): string | undefined {
  const trimmed = url?.trim();
  return trimmed ? trimmed.replace(/\/+$/, '') : undefined;
}

/** Build-time URL; written as the literal `process.env.X` so rspack's DefinePlugin can inline it. */
function buildTimeUrl(): string | undefined {
  try {
    return process.env.CHOKDEE_API_URL;
  } catch {
    // A browser bundle without the define has no `process`.
    return undefined;
  }
}

export function resolveApiConfig(sources: ApiConfigSources): ApiConfig {
  const { runtime, buildUrl, location } = sources;
  const publicUrl =
    present(runtime?.apiUrl) ??
    present(buildUrl) ??
    (location ? `${location.protocol}//${location.hostname}:${API_PORT}` : `http://localhost:${API_PORT}`);
  return {
    publicUrl,
    shopUrl: present(runtime?.shopUrl) ?? publicUrl,
    truckUrl: present(runtime?.truckUrl) ?? publicUrl,
  };
}

/** Reads the runtime config from the page: the global first, then the meta tag. */
export function readRuntimeConfig(
  scope: { CHOKDEE_CONFIG?: ChokdeeRuntimeConfig; document?: Pick<Document, 'querySelector'> } = globalThis,
): ChokdeeRuntimeConfig | undefined {
  if (scope.CHOKDEE_CONFIG) return scope.CHOKDEE_CONFIG;
  const meta = scope.document?.querySelector('meta[name="chokdee-api-url"]');
  const apiUrl = meta?.getAttribute('content') ?? undefined;
  return apiUrl ? { apiUrl } : undefined;
}

const $config = atom<ApiConfig>(
  resolveApiConfig({
    runtime: readRuntimeConfig(),
    buildUrl: buildTimeUrl(),
    location: typeof location === 'undefined' ? undefined : location,
  }),
);

export const $apiConfig = readonlyType($config);

/**
 * Changes some base URLs. A shop or truck URL that was following the public URL keeps following
 * it when only the public URL changes.
 */
export function configureApi(partial: Partial<ApiConfig>): void {
  const current = $config.get();
  const publicUrl = present(partial.publicUrl) ?? current.publicUrl;
  const follow = (key: 'shopUrl' | 'truckUrl') =>
    present(partial[key]) ?? (current[key] === current.publicUrl ? publicUrl : current[key]);
  $config.set({ publicUrl, shopUrl: follow('shopUrl'), truckUrl: follow('truckUrl') });
}
