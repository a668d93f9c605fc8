// Panda CSS extracts the styles used in src/ and emits them into the @layer rules of src/styles/index.css; then the
// store pages' sheet (src/styles/store.css) keeps only what those pages draw, and both lose the tokens nothing uses
// (src/styles/store-sheet.ts, decision 0068).
import pandacss from '@pandacss/dev/postcss';
import { schoolfrontSheets } from './src/styles/store-sheet.ts';

export default { plugins: [pandacss(), schoolfrontSheets()] };
