import { describe, expect, it } from 'vitest';
import { loadStepRules } from '../../machines/stepRulesChunk.ts';
import { settlesInThisTask } from '../setup/settlesInThisTask.ts';

describe('loadStepRules', () => {
  it('answers in the caller task once the chunk is loaded, so a warmed plan starts its flow in the task of the choice', async () => {
    const rules = await loadStepRules();
    const again = loadStepRules();

    expect(await settlesInThisTask(again)).toBe(true);
    expect(await again).toBe(rules);
    expect(typeof rules.currentOrder).toBe('function');
  });
});
