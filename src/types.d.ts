declare module '*.module.css' {
  const classes: { readonly [key: string]: string };
  export default classes;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare const __BUILD_VERSION__: string;
declare module '*.css';
