import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  dir: __dirname,
  name: 'mf_campaign',
  port: 3007,
  kind: 'remote',
  exposes: { './app': './src/export-app.tsx' },
  title: 'แคมเปญ | โชคดี',
});
