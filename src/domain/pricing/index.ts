export * from './money.ts';
export * from './priceQuantity.ts';
export * from './vat.ts';
export * from './cartEntries.ts';
export * from './voucherDiscount.ts';
export * from './cartTotals.ts';
export * from './priceDifference.ts';
