import { loadConfig } from '../config/config.js';
import { migrate, openDatabase, type DatabaseHandle } from '../db/database.js';
import { settlePurchasePaid } from '../features/billing/credits.service.js';
import { duePurchases } from '../features/billing/ledger.repository.js';

/*
 * npm run credits:paid -- ENTRY_ID     marks a school's purchase of credits paid
 * npm run credits:paid -- --list       lists the purchases not paid yet
 * Until the back office exists (docs/BILLING.md "Buying credits"). A running server shows the
 * change at the school's next read of its account (this process pushes nothing).
 */

const USAGE = 'Usage: npm run credits:paid -- ENTRY_ID | --list';

async function list(handle: DatabaseHandle): Promise<void> {
  // Everything unpaid is "due" by the end of time.
  const open = await duePurchases(handle.db, Number.MAX_SAFE_INTEGER, 1000);
  for (const p of open) {
    const lapses = new Date(p.expiresAt ?? p.createdAt).toISOString();
    console.log(
      `${p.id}\tschool ${p.schoolId}\t${p.amount} credits\tlapses ${lapses}\t${p.paymentInfo}`,
    );
  }
  if (open.length === 0) console.log('No purchase waits to be paid.');
}

async function main(argv: string[]): Promise<number> {
  const arg = argv[0];
  if (!arg || argv.length > 1 || (arg !== '--list' && !/^\d+$/.test(arg))) {
    console.error(USAGE);
    return 2;
  }
  let handle: DatabaseHandle | undefined;
  try {
    handle = openDatabase(loadConfig());
    await migrate(handle);
    if (arg === '--list') {
      await list(handle);
      return 0;
    }
    const schoolId = await settlePurchasePaid(handle.db, Number(arg));
    if (schoolId === null) {
      console.error(`Purchase ${arg} is not waiting to be paid (unknown, paid or lapsed).`);
      return 1;
    }
    console.log(`Purchase ${arg} of school ${schoolId} is paid.`);
    return 0;
  } finally {
    await handle?.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`credits:paid failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
