// sql.js's browser build, typed as the package is (@types/sql.js): the runner worker loads it with its wasm's URL.
declare module 'sql.js/dist/sql-wasm-browser.js' {
  import initSqlJs from 'sql.js';
  export default initSqlJs;
}
