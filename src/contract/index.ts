export * from './common.ts';
export * from './currency.ts';
export * from './errors.ts';
export * from './school-config.ts';
export * from './catalogue.ts';
export * from './bundle.ts';
export * from './build-input.ts';
export * from './auth.ts';
