/** Where a page's rendering error is left for the renderer (src/middleware.ts). */
export const RENDER_ERROR = Symbol.for('schoolfront.render-error');
