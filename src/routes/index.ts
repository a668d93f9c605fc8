export * from './route-table.ts';
export * from './match.ts';
