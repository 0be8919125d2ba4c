import { z } from 'zod';
import { RemoteDisplayNameSchema, RemoteRegistrationSchema } from './catalog';

/**
 * A remote's own `catalog.json`: its Module Federation name, its Thai display name, its default port (DESIGN.md §5, the
 * one list of apps the scripts, builds and tests read) and what it serves. A deploy registers it
 * with the entry URL, and the version and platform ranges its build recorded (`dist/release.json`).
 */
export const RemoteDescriptorSchema = z.object({
  name: RemoteRegistrationSchema.shape.name,
  /** Its Thai name, required here: the one definition the remote's fallback and the console read. */
  display_name: RemoteDisplayNameSchema,
  port: z.number().int().min(1024).max(65535),
  routes: RemoteRegistrationSchema.shape.routes,
  widgets: RemoteRegistrationSchema.shape.widgets,
  /**
   * An offline-capable remote (a PWA): its build emits `dist/pwa/` (the service worker, a web
   * manifest, icons) and the shell's server serves that folder under the shell's origin at
   * `/remote-pwa/<name>/`, since a service worker controls only pages of its own origin. `scope`:
   * the pages it controls, e.g. `/truck`. Local to the build and the servers: not sent to the catalog.
   */
  service_worker: z
    .object({ scope: z.string().regex(/^\/[A-Za-z0-9/_-]*$/, 'scope: a path such as /truck') })
    .optional(),
});

export type RemoteDescriptor = z.input<typeof RemoteDescriptorSchema>;
