import { describe, expect, it } from 'vitest';

// The node suite can fail: this passes only because the failing assertion inside is detected.
describe('the node test harness', () => {
  it.fails('fails a test whose assertion does not hold', () => {
    expect(1 + 1).toBe(3);
  });
});
