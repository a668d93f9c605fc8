// Astro's and Vite's client types (`?raw` imports, import.meta.env) from a committed file, so that `tsc` works
// on a fresh clone before any Astro build has generated `.astro/types.d.ts`.
/// <reference types="astro/client" />

// An .astro component imported from TypeScript (a feature's page additions, src/platform/feature.ts): Astro's own
// checker types these; for `tsc`, a component is a function of its props.
declare module '*.astro' {
  const Component: (props: any) => unknown;
  export default Component;
}
