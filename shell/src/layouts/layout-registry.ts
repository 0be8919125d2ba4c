import type { ComponentType } from 'react';
import type { LayoutName } from '@chokdee/shared-kernel/schemas/catalog';
import { DefaultFluidLayout } from './default-fluid-layout';
import { DefaultLayout } from './default-layout';
import { EmptyLayout } from './empty-layout';
import type { LayoutProps } from './layout-props';
import { LoginLayout } from './login-layout';
import { ProfileLayout } from './profile-layout';
import { PurchaseDetailLayout } from './purchase-detail-layout';
import { StoreLayout } from './store-layout';

/**
 * The layouts built so far. Spec §2 names eleven (catalogue, default-fluid, guest, login, pray,
 * profile, purchase-detail, store, truck…); until one is built here, a route asking for it renders
 * in the default layout. This map is the only place that decides it.
 */
const BUILT_LAYOUTS = {
  default: DefaultLayout,
  'default-fluid': DefaultFluidLayout,
  empty: EmptyLayout,
  login: LoginLayout,
  profile: ProfileLayout,
  'purchase-detail': PurchaseDetailLayout,
  store: StoreLayout,
} satisfies Partial<Record<LayoutName, ComponentType<LayoutProps>>>;

export type BuiltLayoutName = keyof typeof BUILT_LAYOUTS;

export const FALLBACK_LAYOUT: BuiltLayoutName = 'default';

function isBuilt(name: string): name is BuiltLayoutName {
  return Object.hasOwn(BUILT_LAYOUTS, name);
}

/** The layout a route really renders in: its own when built, else the default one. */
export function resolveLayoutName(name: LayoutName | undefined): BuiltLayoutName {
  return name !== undefined && isBuilt(name) ? name : FALLBACK_LAYOUT;
}

export function layoutFor(name: LayoutName | undefined): ComponentType<LayoutProps> {
  return BUILT_LAYOUTS[resolveLayoutName(name)];
}
