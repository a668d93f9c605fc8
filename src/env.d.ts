// Astro's and Vite's client types (`?raw` imports, import.meta.env) from a committed file, so that `tsc` works
// on a fresh clone before any Astro build has generated `.astro/types.d.ts`.
/// <reference types="astro/client" />
