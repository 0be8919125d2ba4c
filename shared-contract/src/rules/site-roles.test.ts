import { contestedRoles, siteRolePaths } from './site-roles';

const member = {
  name: 'mf_member',
  routes: [
    { path: '/members/login', role: 'login' as const },
    { path: '/members/profile/edit', role: 'profile-edit' as const },
    { path: '/members/profile' },
  ],
};
const lottery = {
  name: 'mf_lottery',
  routes: [
    { path: '/dealers', role: 'store-directory' as const },
    { path: '/members/orders/:code?', role: 'awaiting-payment' as const },
  ],
};

describe('siteRolePaths', () => {
  it('maps each claimed role to the link target of its route', () => {
    expect(siteRolePaths([member, lottery])).toEqual({
      login: '/members/login',
      'profile-edit': '/members/profile/edit',
      'store-directory': '/dealers',
      'awaiting-payment': '/members/orders',
    });
  });

  it('keeps the first claim in catalog order', () => {
    const impostor = { name: 'mf_other', routes: [{ path: '/other-login', role: 'login' as const }] };
    expect(siteRolePaths([member, impostor]).login).toBe('/members/login');
    expect(siteRolePaths([impostor, member]).login).toBe('/other-login');
  });

  it('leaves a role no remote claims unset', () => {
    expect(siteRolePaths([lottery]).login).toBeUndefined();
    expect(siteRolePaths([])).toEqual({});
  });
});

describe('contestedRoles', () => {
  it('names the remote already holding a role the release claims', () => {
    const routes = [{ path: '/entrar', role: 'login' as const }, { path: '/x' }];
    expect(contestedRoles('mf_other', routes, [member, lottery])).toEqual([
      { role: 'login', heldBy: 'mf_member' },
    ]);
  });

  it('lets a remote keep or move its own roles', () => {
    const moved = [{ path: '/members/sign-in', role: 'login' as const }];
    expect(contestedRoles('mf_member', moved, [member, lottery])).toEqual([]);
  });
});
