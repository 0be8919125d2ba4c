import { createShellConfig } from '../rspack.base';

export default createShellConfig(__dirname);
