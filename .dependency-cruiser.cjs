// Import boundaries (docs/decisions/0019-feature-registration-and-boundaries.md), checked by `npm run lint:deps`
// inside `npm test` (with .dependency-cruiser-node.cjs); src/platform/boundaries.test.ts proves each rule fires on
// a module that breaks it. Type-only imports count here: a boundary holds for types as well.

/** Code that ends up in a browser bundle, or beside it in the static build: everything in src but the workers and loaders. */
const BROWSER_SIDE = '^src/(features|ui|pages|platform|lib|i18n|routes|theme|styles)/';
/** Tests and their helpers, which no bundle includes (a test may share the API's own arithmetic rather than copy it). */
const TEST_CODE = '(\\.test\\.tsx?$|/testing/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contract-stands-alone',
      comment: 'The contract (src/contract) is imported by the islands, the CLI, the edge and the API alike: it depends on nothing of ours.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: '^(src|cli|scripts|e2e|tests|tenants|styled-system)/', pathNot: '^src/contract/' },
    },
    {
      name: 'features-meet-through-index',
      comment: "A feature reaches another only through that feature's index.ts, its public entry.",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/[^/]+/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'platform-reaches-features-through-the-registry',
      comment: 'The platform serves every feature and knows them only through src/platform/features.ts, the registry.',
      severity: 'error',
      from: { path: '^src/platform/', pathNot: ['^src/platform/features\\.ts$', TEST_CODE] },
      to: { path: '^src/features/' },
    },
    {
      name: 'edge-imports-no-feature',
      comment: 'The edge worker serves every school; no feature (UI code) belongs in it.',
      severity: 'error',
      from: { path: '^src/edge/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'no-circular',
      comment:
        'No import circles: a module is loaded after everything it needs (issue 40). A page loaded on demand ' +
        '(import()) and an import of types only load nothing at once, so they close no circle; the feature ' +
        'registry finds the features by import.meta.glob, which is not an import of the platform on the features.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import', 'type-only'] } },
    },
    {
      name: 'islands-take-their-areas-calls',
      comment: "The whole call registry (src/contract/calls.ts) brings every area's schemas: a browser module imports its area's calls (AFFILIATE_CALLS, LESSON_CALLS...), the same declarations, so each island carries only the schemas it uses (docs/decisions/0015).",
      severity: 'error',
      from: { path: BROWSER_SIDE, pathNot: TEST_CODE },
      to: { path: '^src/contract/calls\\.ts$' },
    },
    {
      name: 'feature-entries-name-texts-not-schemas',
      comment: "Every page's shell imports every feature's index.ts: an index names its area's fixed texts from the zod-free src/contract/<area>-text.ts, never the area's schema module, which would put its schemas in every page (docs/decisions/0015).",
      severity: 'error',
      from: { path: '^src/features/[^/]+/index\\.ts$' },
      to: { path: '^src/contract/', pathNot: ['-text\\.ts$', '^src/contract/(plain|device|error-codes|auth-shell|sales-learner|preview-media|ratings|public-text|checkout-price|money|plan-price|tax|language-cookie|standard-schema|call)\\.ts$'] },
    },
    {
      name: 'api-stays-out-of-browser-bundles',
      comment: 'Learner API code (handlers, D1, secrets) must never be reachable from code that is bundled for the browser.',
      severity: 'error',
      from: { path: BROWSER_SIDE, pathNot: TEST_CODE },
      to: { path: '^src/api/', reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^(src|cli|scripts|styled-system)/',
    exclude: { path: '\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    // `.astro` frontmatter is TypeScript the cruiser does not read; boundaries.test.ts applies the rules to it.
  },
};
