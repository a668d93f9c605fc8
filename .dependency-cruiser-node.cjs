// What Node loads when it runs the CLI and the scripts as they are (type stripping only, no JSX): the second pass
// of `npm run lint:deps`. Type-only imports are erased before Node runs, so they do not count here.
const { options } = require('./.dependency-cruiser.cjs');

/** Tests run under vitest, which reads .tsx. */
const TEST_CODE = '(\\.test\\.tsx?$|/testing/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'node-runs-no-jsx',
      comment: 'Node runs the CLI and the scripts as they are: nothing they load may be .tsx or .astro.',
      severity: 'error',
      from: { path: '^(cli|scripts)/', pathNot: TEST_CODE },
      to: { path: '\\.(tsx|astro)$', reachable: true },
    },
  ],
  options: { ...options, tsPreCompilationDeps: false },
};
