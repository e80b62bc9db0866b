import { ResultCode } from '@kokpit/shared';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { flexibleLimiter, type LimiterStore } from '../../core/rate-limiter.js';

const MINUTE = 60_000;

/**
 * Failed sign-ins allowed before that kind of attempt is refused for the rest of the window.
 * The pair (account, address) is the tight one: it stops a guesser at one address without
 * touching the owner at another. The account budget is short-windowed, so a guesser spread
 * over many addresses is slowed to a couple of tries a minute, yet the owner waits minutes at
 * most — and not at all from an address that has signed in to the account before. The address
 * budget stops one address from trying many accounts.
 */
export const SIGN_IN_BUDGETS = {
  pair: { failures: 5, windowMs: 15 * MINUTE },
  account: { failures: 10, windowMs: 5 * MINUTE },
  address: { failures: 30, windowMs: 15 * MINUTE },
  /**
   * How long an address that signed in to an account stays known to it (under 24.8 days: the
   * memory store expires keys with a timer, which overflows beyond that).
   */
  knownMs: 14 * 24 * 60 * MINUTE,
} as const;

/**
 * The account an attempt is counted against: the account found (by any identifier that found
 * it), else the typed text as the lookup normalises it, so that " name", "NAME\t" and the
 * e-mail of one account share one budget.
 */
export function accountKey(typed: string, found: { id: number } | undefined): string {
  return found ? `user:${found.id}` : `login:${typed.trim().toLowerCase().slice(0, 128)}`;
}

interface Limiters {
  pair: RateLimiterAbstract;
  account: RateLimiterAbstract;
  address: RateLimiterAbstract;
  known: RateLimiterAbstract;
}

// One set per store, so REST and /app (and, through Redis, every node) count together.
const byStore = new WeakMap<LimiterStore, Limiters>();

function limiters(store: LimiterStore): Limiters {
  let set = byStore.get(store);
  if (!set) {
    const b = SIGN_IN_BUDGETS;
    set = {
      pair: flexibleLimiter(store, 'signin-pair', b.pair.failures, b.pair.windowMs),
      account: flexibleLimiter(store, 'signin-account', b.account.failures, b.account.windowMs),
      address: flexibleLimiter(store, 'signin-address', b.address.failures, b.address.windowMs),
      known: flexibleLimiter(store, 'signin-known', 1, b.knownMs),
    };
    byStore.set(store, set);
  }
  return set;
}

async function spent(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  const res = await limiter.get(key);
  return res !== null && res.consumedPoints >= limiter.points;
}

/** Sign-in attempts (password or client secret) counted per pair, account and address. */
export interface SignInAttempt {
  /** Refuses with `rateLimited` when a budget of this attempt is spent. */
  check: () => Promise<void>;
  /** Counts a failed attempt against each budget. */
  failed: () => Promise<void>;
  /** Clears the pair's failures and remembers the address for this account. */
  succeeded: () => Promise<void>;
}

/** The limits of one attempt on `account` (see accountKey) from `ip`. */
export function signInAttempt(ctx: AppContext, account: string, ip: string): SignInAttempt {
  if (ctx.config.RATE_LIMITS === 'off') {
    const none = async () => undefined;
    return { check: none, failed: none, succeeded: none };
  }
  const l = limiters(ctx.limiterStore);
  const pair = `${account}|${ip}`;
  return {
    check: async () => {
      const [pairSpent, addressSpent, accountSpent, known] = await Promise.all([
        spent(l.pair, pair),
        spent(l.address, ip),
        spent(l.account, account),
        l.known.get(pair).then((r) => r !== null),
      ]);
      if (pairSpent || addressSpent || (accountSpent && !known)) {
        throw new AppError(ResultCode.rateLimited, 'general.rateLimited');
      }
    },
    failed: async () => {
      await Promise.all([l.pair.penalty(pair), l.account.penalty(account), l.address.penalty(ip)]);
    },
    succeeded: async () => {
      await Promise.all([
        l.pair.delete(pair),
        l.known.set(pair, 1, SIGN_IN_BUDGETS.knownMs / 1000),
      ]);
    },
  };
}
