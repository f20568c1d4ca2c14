export * from './lookup.ts';
export * from './rules.ts';
export * from './selection.ts';
export * from './timeSlots.ts';
export * from './additionalNumbers.ts';
export * from './selectionChange.ts';
