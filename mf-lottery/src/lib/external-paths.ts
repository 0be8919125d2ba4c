/** Paths served by the shell or another remote that this remote links to (via `navigate()`). */
export const externalPaths = {
  login: '/members/login',
} as const;
