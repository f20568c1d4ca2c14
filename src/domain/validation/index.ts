export * from './messages.ts';
export * from './addressRules.ts';
export * from './personalRules.ts';
export * from './phoneRules.ts';
export * from './phoneChecks.ts';
export * from './bankRules.ts';
export * from './quoteRules.ts';
export * from './previousTenantRules.ts';
