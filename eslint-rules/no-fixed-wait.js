/*
 * kokpit/no-fixed-wait: a test waits for a condition, never for a fixed time, and says nothing
 * about how fast the machine is (DEVELOPERS' ground rules; speed belongs to bench/). In test
 * files it refuses:
 *  - `page.waitForTimeout(ms)`;
 *  - a sleep: `setTimeout` handed a Promise's resolve (`new Promise((r) => setTimeout(r, ms))`,
 *    `setTimeout(() => resolve(), ms)`; a deadline resolving with a value is not one), `setTimeout` of `node:timers/promises`, and calls of a
 *    function named sleep, delay or pause;
 *  - a wall-clock upper bound: `expect(x).toBeLessThan(…)` / `toBeLessThanOrEqual(…)` where x is
 *    worked out from `Date.now()`, `performance.now()` or `process.hrtime` (directly, or through
 *    a variable initialised from one of them).
 * Wait with vi.waitFor / expect.poll / Playwright's expectations, move time with a clock the
 * test controls (vi.useFakeTimers, page.clock, the job runner's tick), and prove an absence with
 * a positive signal sent after it. The rare case that needs a real wait says why:
 *   // eslint-disable-next-line kokpit/no-fixed-wait -- the reason
 */

const SLEEPY_NAMES = new Set(['sleep', 'delay', 'pause']);
const CLOCK_READS = [
  (n) => isMember(n.callee, 'Date', 'now'),
  (n) => isMember(n.callee, 'performance', 'now'),
  (n) =>
    isMember(n.callee, 'process', 'hrtime') || isMember(n.callee.object ?? {}, 'process', 'hrtime'),
];

function isMember(node, object, property) {
  return (
    node?.type === 'MemberExpression' &&
    node.object?.type === 'Identifier' &&
    node.object.name === object &&
    node.property?.type === 'Identifier' &&
    node.property.name === property
  );
}

/** The `resolve` parameters of the Promise executors enclosing `node`. */
function enclosingResolvers(node) {
  const names = new Set();
  for (let at = node.parent; at; at = at.parent) {
    const isFn = at.type === 'ArrowFunctionExpression' || at.type === 'FunctionExpression';
    if (
      isFn &&
      at.parent?.type === 'NewExpression' &&
      at.parent.callee.type === 'Identifier' &&
      at.parent.callee.name === 'Promise' &&
      at.params[0]?.type === 'Identifier'
    ) {
      names.add(at.params[0].name);
    }
  }
  return names;
}

/** Whether the timer's callback does nothing but resolve an enclosing Promise. */
function resolvesPromise(callback, resolvers) {
  if (!callback) return false;
  if (callback.type === 'Identifier') return resolvers.has(callback.name);
  if (callback.type === 'ArrowFunctionExpression' || callback.type === 'FunctionExpression') {
    let body = callback.body;
    if (body.type === 'BlockStatement') {
      if (body.body.length !== 1 || body.body[0].type !== 'ExpressionStatement') return false;
      body = body.body[0].expression;
    }
    // `resolve()` alone is a sleep; `resolve(false)` answers "not in time", a deadline.
    return (
      body.type === 'CallExpression' &&
      body.callee.type === 'Identifier' &&
      resolvers.has(body.callee.name) &&
      body.arguments.length === 0
    );
  }
  return false;
}

function readsClock(node, scope, seen = new Set()) {
  let found = false;
  const visit = (n) => {
    if (!n || found || typeof n !== 'object') return;
    if (n.type === 'CallExpression' && CLOCK_READS.some((is) => is(n))) {
      found = true;
      return;
    }
    if (n.type === 'Identifier' && !seen.has(n.name)) {
      seen.add(n.name);
      const variable = findVariable(scope, n.name);
      for (const def of variable?.defs ?? []) {
        if (def.type === 'Variable' && def.node.init) visit(def.node.init);
      }
      return;
    }
    for (const key of Object.keys(n)) {
      if (key === 'parent') continue;
      const value = n[key];
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value.type === 'string') visit(value);
    }
  };
  visit(node);
  return found;
}

function findVariable(scope, name) {
  for (let s = scope; s; s = s.upper) {
    const v = s.set.get(name);
    if (v) return v;
  }
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Tests wait for a condition, never a fixed time or the wall clock.' },
    messages: {
      waitForTimeout:
        'A fixed wait: wait for what it stands for (an expectation, expect.poll, a page clock).',
      sleep:
        'A fixed sleep: wait for a condition (vi.waitFor, expect.poll, a positive signal) or move a clock the test controls.',
      upperBound:
        'A wall-clock upper bound says how fast this machine is, not what the code does: measure speed in bench/, time with a clock the test controls.',
    },
    schema: [],
  },
  create(context) {
    const sleepBindings = new Set();
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'node:timers/promises' && node.source.value !== 'timers/promises')
          return;
        for (const spec of node.specifiers) {
          if (spec.type === 'ImportSpecifier' && spec.imported.name === 'setTimeout')
            sleepBindings.add(spec.local.name);
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && callee.property.name === 'waitForTimeout') {
          context.report({ node, messageId: 'waitForTimeout' });
          return;
        }
        if (callee.type === 'Identifier') {
          if (sleepBindings.has(callee.name) || SLEEPY_NAMES.has(callee.name)) {
            context.report({ node, messageId: 'sleep' });
            return;
          }
          if (
            callee.name === 'setTimeout' &&
            resolvesPromise(node.arguments[0], enclosingResolvers(node))
          ) {
            context.report({ node, messageId: 'sleep' });
            return;
          }
        }
        if (
          callee.type === 'MemberExpression' &&
          callee.property.type === 'Identifier' &&
          (callee.property.name === 'toBeLessThan' ||
            callee.property.name === 'toBeLessThanOrEqual')
        ) {
          // expect(x).toBeLessThan(…), expect(x, msg).not… : find the expect call.
          let target = callee.object;
          while (target?.type === 'MemberExpression') target = target.object;
          if (
            target?.type === 'CallExpression' &&
            target.callee.type === 'Identifier' &&
            target.callee.name === 'expect' &&
            target.arguments[0] &&
            readsClock(target.arguments[0], context.sourceCode.getScope(node))
          ) {
            context.report({ node, messageId: 'upperBound' });
          }
        }
      },
    };
  },
};
