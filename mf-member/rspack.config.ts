import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  dir: __dirname,
  name: 'mf_member',
  port: 3002,
  kind: 'remote',
  exposes: { './app': './src/export-app.tsx' },
  title: 'สมาชิก | โชคดี',
});
