// Public entry of the session feature.
export * from './session-state.ts';
export * from './session-store.ts';
export * from './storage-keys.ts';
export * from './stored-auth.ts';
export * from './launch-query.ts';
export * from './startup.ts';
export * from './guards.ts';
export * from './identity-broadcast.ts';
export * from './colour-mode-rules.ts';
export * from './school-scripts.ts';
