import type { ComponentType } from 'react';
import type { LayoutName } from '@chokdee/shared-contract/schemas/catalog';
import { AppBarLayout } from './app-bar-layout';
import { BannerLayout } from './banner-layout';
import { CatalogueLayout } from './catalogue-layout';
import { DefaultFluidLayout } from './default-fluid-layout';
import { DefaultLayout } from './default-layout';
import { EmptyLayout } from './empty-layout';
import { GuestLayout } from './guest-layout';
import type { LayoutProps } from './layout-props';
import { LoginLayout } from './login-layout';
import { ProfileLayout } from './profile-layout';
import { PurchaseDetailLayout } from './purchase-detail-layout';
import { StoreLayout } from './store-layout';

/** Spec §2: the eleven layouts a catalog route can name. This map is the only place that decides it. */
const LAYOUTS = {
  'app-bar': AppBarLayout,
  banner: BannerLayout,
  catalogue: CatalogueLayout,
  default: DefaultLayout,
  'default-fluid': DefaultFluidLayout,
  empty: EmptyLayout,
  guest: GuestLayout,
  login: LoginLayout,
  profile: ProfileLayout,
  'purchase-detail': PurchaseDetailLayout,
  store: StoreLayout,
} satisfies Record<LayoutName, ComponentType<LayoutProps>>;

export type BuiltLayoutName = keyof typeof LAYOUTS;

/** A route that names no layout (the shell's own pages, the 404) renders in the default one. */
export const FALLBACK_LAYOUT: BuiltLayoutName = 'default';

function isLayout(name: string): name is BuiltLayoutName {
  return Object.hasOwn(LAYOUTS, name);
}

/** The layout a route renders in: its own, or the default one when it names none (or no layout). */
export function resolveLayoutName(name: string | undefined): BuiltLayoutName {
  return name !== undefined && isLayout(name) ? name : FALLBACK_LAYOUT;
}

export function layoutFor(name: string | undefined): ComponentType<LayoutProps> {
  return LAYOUTS[resolveLayoutName(name)];
}
