// The libraries the shell's modules build on, imported on their own by the entry's second stage
// (start-in-stages.ts): the router, single-spa, and the kernel's login store with its schemas.
import 'react-router';
import 'single-spa';
import '@chokdee/shared-kernel/stores/auth';
