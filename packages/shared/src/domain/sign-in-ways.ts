/**
 * Whether an account may unlink one of its social identities: it must keep a way to sign in,
 * its password or another identity.
 */
export function canUnlinkIdentity(account: { hasPassword: boolean; identities: number }): boolean {
  return account.hasPassword || account.identities > 1;
}
