import { createRemoteConfig } from '../rspack.base';

export default createRemoteConfig(__dirname);
