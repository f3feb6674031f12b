import { describe, expect, it } from 'vitest';
import { judge } from './judgement';
import { loadFullRules } from './load-full-rules';
import { SMALL_RULES } from './rules';

// The rules are values handed to the judgement: the small ones until loadFullRules() gives the full ones, which carry
// the countdown with them (nothing is installed into another module).
describe('the rules the field judges by', () => {
  it('the small rules count by the possible lengths; the full rules by every valid number of the code', async () => {
    const before = judge('+44 20 7946', { rules: SMALL_RULES }).validation;
    expect(before).toMatchObject({ status: 'too-short', strict: false, missing: { min: 1, max: 4 } });
    const full = await loadFullRules();
    expect(full).toMatchObject({ strict: true });
    expect(full.countdown).toBeTypeOf('function');
    expect(judge('+44 20 7946', { rules: full }).validation).toMatchObject({
      status: 'too-short',
      strict: true,
      country: 'GB',
      missing: { min: 4, max: 4 },
    });
  });

  it('loads once: every field gets the same rules', async () => {
    expect(await loadFullRules()).toBe(await loadFullRules());
  });

  it('the small rules are unchanged by the full ones loading (no state installed anywhere)', async () => {
    await loadFullRules();
    expect(judge('+44 20 7946', { rules: SMALL_RULES }).validation).toMatchObject({
      strict: false,
      missing: { min: 1, max: 4 },
    });
  });
});
