export * from './calendarDate.ts';
export * from './berlinToday.ts';
export * from './installationDate.ts';
export * from './orderDates.ts';
export * from './birthDate.ts';
export * from './displayDate.ts';
