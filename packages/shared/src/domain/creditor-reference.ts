/*
 * ISO 11649 structured creditor reference ("RF" + 2 check digits + up to 21 letters or
 * digits), the payment reference Greek banks take in a transfer's reference field. The check
 * digits are ISO 7064 MOD 97-10, as an IBAN's: move "RF" and the check digits to the end, turn
 * letters into numbers (A = 10 … Z = 35), and the whole must leave 1 divided by 97.
 */

const BODY = /^[0-9A-Z]{1,21}$/;

/** The number ISO 7064 divides: letters as two digits, A = 10 … Z = 35. */
function mod97(text: string): number {
  let rest = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : ch;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

/** The reference for `body` (1–21 letters or digits), e.g. `RF18539007547034`. */
export function creditorReference(body: string): string {
  const b = body.toUpperCase();
  if (!BODY.test(b)) throw new Error(`not a creditor reference body: ${body}`);
  const check = 98 - mod97(`${b}RF00`);
  return `RF${String(check).padStart(2, '0')}${b}`;
}

/** Whether `ref` is a well-formed creditor reference with right check digits (spaces allowed). */
export function isCreditorReference(ref: string): boolean {
  const r = ref.replace(/\s+/g, '').toUpperCase();
  const m = /^RF(\d{2})([0-9A-Z]{1,21})$/.exec(r);
  if (!m) return false;
  return mod97(`${m[2]}RF${m[1]}`) === 1;
}

/** The reference printed in groups of four, as banks show it. */
export function formatCreditorReference(ref: string): string {
  return ref.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * A purchase's reference: its ledger row's id, nine digits with leading zeros, so a bank
 * statement's line leads back to the row (`purchaseOfReference`).
 */
export const purchaseReference = (entryId: number) =>
  creditorReference(String(entryId).padStart(9, '0'));

/** The ledger row a purchase reference names, or null for anything else. */
export function purchaseOfReference(ref: string): number | null {
  const r = ref.replace(/\s+/g, '').toUpperCase();
  if (!isCreditorReference(r)) return null;
  const body = r.slice(4);
  return /^\d{9}$/.test(body) ? Number(body) : null;
}
