/**
 * Written into the host's production build by rspack.base.ts (`DefinePlugin`): by remote, the
 * shared kernel modules its exposed modules' first loads need beyond the shell's own first load.
 * Undefined in tests and `{}` in a development build.
 */
declare const __CHOKDEE_KERNEL_FIRST_LOADS__: Record<string, string[]> | undefined;
