// Stylesheets as rspack builds them (rspack.base.ts): `*.module.css` are CSS Modules, others global.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';
