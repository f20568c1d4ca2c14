export * from './schemas/index.ts';
export * from './countries.ts';
export * from './access.ts';
export * from './dates/index.ts';
export * from './catalogue/index.ts';
export * from './pricing/index.ts';
export * from './validation/index.ts';
