import { CATALOG_MESSAGES, CatalogSchema, RemoteRegistrationSchema } from './catalog';
import { RemoteDescriptorSchema } from './remote-descriptor';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const descriptor = {
  name: 'mf_campaign',
  display_name: 'แคมเปญ',
  port: 3007,
  routes: [{ path: '/worldcup2022' }],
  widgets: [],
};
const registration = {
  name: 'mf_campaign',
  entry: 'http://localhost:3007/mf-manifest.json',
  version: '0.1.0',
};

describe('a remote’s Thai display name', () => {
  test('a catalog.json declares it: without one, or with a technical word, it is refused in Thai', () => {
    expect(RemoteDescriptorSchema.parse({ ...descriptor, display_name: '  ขอพร ' }).display_name).toBe(
      'ขอพร',
    );
    const { display_name: _left, ...without } = descriptor;
    expect(messages(RemoteDescriptorSchema.safeParse(without))).toEqual([
      CATALOG_MESSAGES.displayNameRequired,
    ]);
    expect(messages(RemoteDescriptorSchema.safeParse({ ...descriptor, display_name: '  ' }))).toContain(
      CATALOG_MESSAGES.displayNameRequired,
    );
    expect(
      messages(RemoteDescriptorSchema.safeParse({ ...descriptor, display_name: 'mf-campaign' })),
    ).toEqual([CATALOG_MESSAGES.displayNameThai]);
    expect(
      messages(RemoteDescriptorSchema.safeParse({ ...descriptor, display_name: 'ก'.repeat(61) })),
    ).toEqual([CATALOG_MESSAGES.displayNameTooLong]);
  });

  test('a registration may leave it out (one from before the field still parses), but not send a bad one', () => {
    expect(RemoteRegistrationSchema.parse(registration).display_name).toBeUndefined();
    expect(RemoteRegistrationSchema.parse({ ...registration, display_name: 'แคมเปญ' }).display_name).toBe(
      'แคมเปญ',
    );
    expect(
      messages(RemoteRegistrationSchema.safeParse({ ...registration, display_name: 'mf_campaign' })),
    ).toEqual([CATALOG_MESSAGES.displayNameThai]);
  });

  test('the catalog the shell reads always answers one', () => {
    const remote = {
      ...registration,
      routes: [],
      widgets: [],
      enabled: true,
      campaign_starts_at: null,
      campaign_ends_at: null,
      updated_at: '2026-11-21T18:00:00.000+07:00',
    };
    expect(CatalogSchema.safeParse({ remotes: [remote] }).success).toBe(false);
    expect(
      CatalogSchema.parse({ remotes: [{ ...remote, display_name: 'แคมเปญ' }] }).remotes[0]?.display_name,
    ).toBe('แคมเปญ');
  });
});
