import { z } from 'zod';
import { RemoteRegistrationSchema, RemoteRequiresSchema } from './catalog';

/**
 * A remote's own `catalog.json`: its Module Federation name, its default port (DESIGN.md §5, the
 * one list of apps the scripts, builds and tests read) and what it serves. A deploy registers it
 * with the entry URL and the package's version.
 */
export const RemoteDescriptorSchema = z.object({
  name: RemoteRegistrationSchema.shape.name,
  port: z.number().int().min(1024).max(65535),
  routes: RemoteRegistrationSchema.shape.routes,
  widgets: RemoteRegistrationSchema.shape.widgets,
  /** The shared-kernel and React ranges it was built for: the API refuses it on a shell outside them. */
  requires: RemoteRequiresSchema.optional(),
});

export type RemoteDescriptor = z.input<typeof RemoteDescriptorSchema>;
