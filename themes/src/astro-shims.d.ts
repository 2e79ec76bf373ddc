// Plain tsc cannot read .astro files (the Astro language server and `astro check` can). This lets
// tsc check the .ts files that import components; props are typed where they are collected.
declare module '*.astro' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are typed where collected (above)
  const component: (props: any) => any;
  export default component;
}
