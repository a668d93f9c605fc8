// Public entry of the error path.
export * from './app-error.ts';
export * from './api-fetch.ts';
export * from './logger.ts';
