import { parseWidgetIslandKey, scriptJson, widgetIslandKey } from './server-page';

test('an island names its remote and module, and is read back the same', () => {
  const key = widgetIslandKey('mf_lottery', './widgets/home-sections');
  expect(key).toBe('mf_lottery:./widgets/home-sections');
  expect(parseWidgetIslandKey(key)).toEqual({ remoteName: 'mf_lottery', module: './widgets/home-sections' });
});

test('a key without a remote or a module names no island', () => {
  for (const key of ['', 'mf_lottery', ':./widgets/x', 'mf_lottery:'])
    expect(parseWidgetIslandKey(key)).toBeNull();
});

test('JSON in a script cannot close the script', () => {
  expect(scriptJson({ html: '</script><script>alert(1)</script>' })).not.toContain('<');
});
