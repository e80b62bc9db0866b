import type { PriceListRow } from '@kokpit/shared';
import type { Db } from '../../db/database.js';

/** The operators' price list (migration 0019), every row: it stays short. */
export async function readPriceList(db: Db): Promise<PriceListRow[]> {
  const rows = await db.selectFrom('price_list').select(['item', 'value', 'applies_at']).execute();
  return rows.map((r) => ({
    item: r.item,
    value: Number(r.value),
    appliesAt: Number(r.applies_at),
  }));
}
