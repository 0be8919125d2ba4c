import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  dir: __dirname,
  name: 'mf_lottery',
  port: 3001,
  kind: 'remote',
  exposes: { './app': './src/export-app.tsx' },
  title: 'ตรวจผลสลากกินแบ่งรัฐบาล | โชคดี',
});
