import type { Catalog, Remote } from '@chokdee/shared-contract/schemas/catalog';

export function remote(partial: Partial<Remote> & Pick<Remote, 'name'>): Remote {
  return {
    display_name: partial.name,
    entry: `http://localhost:3001/${partial.name}/mf-manifest.json`,
    version: '0.1.0',
    routes: [],
    widgets: [],
    enabled: true,
    campaign_starts_at: null,
    campaign_ends_at: null,
    updated_at: '2026-05-20T03:00:00Z',
    ...partial,
  };
}

/** A catalog as the API answers it, with a remote per case the shell must handle. */
export const catalogFixture: Catalog = {
  remotes: [
    remote({
      name: 'mf_lottery',
      entry: 'http://localhost:3001/mf-manifest.json',
      routes: [
        {
          path: '/check-lottery/:slug?',
          layout: 'default',
          auth: 'none',
          menus: [{ menu: 'site', label: 'ตรวจผลสลากกินแบ่งรัฐบาล', order: 500, exact: false }],
        },
        { path: '/checklottery', layout: 'default', auth: 'none' },
        { path: '/dealers', layout: 'default', auth: 'none', role: 'store-directory' },
      ],
    }),
    remote({
      name: 'mf_member',
      entry: 'http://localhost:3002/mf-manifest.json',
      routes: [
        { path: '/members/login', layout: 'login', auth: 'guest', role: 'login' },
        { path: '/members/verify-phone', layout: 'login', auth: 'required', role: 'verify-phone' },
        { path: '/members/profile/edit', layout: 'profile', auth: 'required', role: 'profile-edit' },
        {
          path: '/members/connect-notification',
          layout: 'default',
          auth: 'required',
          role: 'connect-notification',
        },
        {
          path: '/members/profile',
          layout: 'profile',
          auth: 'required',
          menus: [
            {
              menu: 'profile',
              group: { id: 'my-data', label: 'ข้อมูลของฉัน' },
              label: 'ข้อมูลส่วนตัว',
              order: 100,
              exact: false,
            },
          ],
        },
        { path: '/members/bank-account', layout: 'profile', auth: 'required' },
      ],
    }),
    remote({
      name: 'mf_truck',
      entry: 'http://localhost:3005/mf-manifest.json',
      routes: [{ path: '/truck/store', layout: 'empty', auth: 'none' }],
    }),
    remote({
      name: 'mf_campaign',
      entry: 'http://localhost:3009/mf-manifest.json',
      enabled: false,
      routes: [
        {
          path: '/worldcup2022',
          layout: 'default',
          auth: 'none',
          menus: [{ menu: 'site', label: 'ฟุตบอลโลก', order: 500, exact: false }],
        },
      ],
    }),
  ],
};
