// rspack turns `*.module.css` into CSS Modules (rspack.base.ts); other CSS is imported for its side effect.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
