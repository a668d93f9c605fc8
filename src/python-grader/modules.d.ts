// Pyodide's files as wrangler bundles them (src/python-grader/wrangler.jsonc `rules`): the WebAssembly compiled at
// deploy, the standard library as bytes, and the Emscripten module's factory, which Pyodide's package leaves untyped.
declare module 'pyodide/pyodide.asm.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
declare module 'pyodide/python_stdlib.zip' {
  const bytes: ArrayBuffer;
  export default bytes;
}
declare module 'pyodide/pyodide.asm.mjs' {
  const createPyodideModule: NonNullable<import('pyodide').PyodideConfig['createPyodideModule']>;
  export default createPyodideModule;
}
