import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: Number(process.env.SHELL_PORT ?? 3000),
  kind: 'host',
  title: 'โชคดี',
});
