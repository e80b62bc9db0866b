import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './no-fixed-wait.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// The escape is ESLint's own `// eslint-disable-next-line kokpit/no-fixed-wait -- why`
// (export.test.ts and export-formats.test.ts use it).

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('kokpit/no-fixed-wait', rule, {
  valid: [
    // Waiting for a condition, a deadline, a clock the test moves.
    'await vi.waitFor(() => expect(log).toContain("x"));',
    'await expect.poll(() => pushes.length).toBe(1);',
    'new Promise((resolve, reject) => { setTimeout(() => reject(new Error("late")), 5000); });',
    'new Promise((resolve) => { setTimeout(() => resolve(false), ms); });',
    'vi.advanceTimersByTime(3000);',
    'await page.clock.runFor(4500);',
    // A lower bound on the wall clock is a behaviour (it waited at least that long).
    'const t0 = Date.now(); await forgot(); expect(Date.now() - t0).toBeGreaterThanOrEqual(240);',
    // An upper bound on something that is not time.
    'expect(rows.length).toBeLessThan(10);',
  ],
  invalid: [
    { code: 'await page.waitForTimeout(400);', errors: [{ messageId: 'waitForTimeout' }] },
    { code: 'await new Promise((r) => setTimeout(r, 200));', errors: [{ messageId: 'sleep' }] },
    {
      code: 'await new Promise((resolve) => setTimeout(() => resolve(), 200));',
      errors: [{ messageId: 'sleep' }],
    },
    {
      code: "import { setTimeout as wait } from 'node:timers/promises';\nawait wait(25);",
      errors: [{ messageId: 'sleep' }],
    },
    { code: 'await sleep(200);', errors: [{ messageId: 'sleep' }] },
    {
      code: 'const started = Date.now(); await go(); const waited = Date.now() - started; expect(waited).toBeLessThan(8000);',
      errors: [{ messageId: 'upperBound' }],
    },
    {
      code: 'const t = performance.now(); run(); expect(performance.now() - t, "fast").toBeLessThanOrEqual(50);',
      errors: [{ messageId: 'upperBound' }],
    },
  ],
});
