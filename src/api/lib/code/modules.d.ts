// The code lab's engines as wrangler bundles them (src/api/wrangler.jsonc `rules`): QuickJS's WebAssembly, compiled
// at deploy, and sql.js's asm.js build as text, which runs inside QuickJS (docs/decisions/0085-code-lab.md).
declare module '@jitl/quickjs-wasmfile-release-sync/wasm' {
  const module: WebAssembly.Module;
  export default module;
}
declare module 'sql.js/dist/sql-asm.js' {
  const source: string;
  export default source;
}
