import { app } from './app.ts';

/** The learner API worker (src/api/wrangler.jsonc). */
export default app satisfies ExportedHandler<ApiEnv>;
