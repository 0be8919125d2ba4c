import { CatalogSchema, RemoteRegistrationSchema, WidgetPositionSchema } from './catalog';

const registration = (slot: string) =>
  RemoteRegistrationSchema.safeParse({
    name: 'mf_kit',
    entry: 'https://kit.example/mf-manifest.json',
    version: '1.0.0',
    widgets: [{ slot, module: './widgets/cart-button' }],
  });

describe('a widget’s position', () => {
  it('is one the layouts render, named by place, never by a remote', () => {
    for (const slot of WidgetPositionSchema.options) expect(registration(slot).success).toBe(true);
    expect(WidgetPositionSchema.options.join(' ')).not.toMatch(/truck|pray|quest|store|cart|lottery/);
  });

  it('refuses a typo or an old remote-named slot in a release', () => {
    for (const slot of ['header.edn', 'store.cart-button', 'truck.bottom-bar']) {
      const parsed = registration(slot);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['widgets', 0, 'slot']);
    }
  });

  it('still reads a catalog whose stored version has an old slot name: that widget mounts nowhere', () => {
    const parsed = CatalogSchema.safeParse({
      remotes: [
        {
          name: 'mf_truck',
          display_name: 'รถขายสลาก',
          entry: 'https://truck.example/mf-manifest.json',
          version: '0.9.0',
          widgets: [{ slot: 'truck.menu', module: './widgets/truck-menu' }],
          updated_at: '2026-11-21T18:00:00.000+07:00',
        },
      ],
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.remotes[0]?.widgets[0]?.slot).toBe('truck.menu');
  });
});
