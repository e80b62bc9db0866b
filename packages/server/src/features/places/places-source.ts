import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { placeKey, placeStem, PLACE_KINDS, type PlaceKind } from '@kokpit/shared';
import SQLite from 'better-sqlite3';

/*
 * The gazetteer shipped with the product: @rallisf1/greek-postal-code-db (MIT), a SQLite file of
 * Greece's postal codes with coordinates and the administrative units they belong to. Its own
 * client needs Node 22's node:sqlite, so the file is read here with better-sqlite3. Postal
 * codes keep their coordinates; every named unit sits at the mean of its postal codes.
 */

const PACKAGE = '@rallisf1/greek-postal-code-db';
/** Bumped with the package (or with how rows are made), so the seed replaces the rows once. */
export const PLACES_SOURCE = `${PACKAGE}@0.1.1/1`;

export interface PlaceSeedRow {
  kind: PlaceKind | 'postcode';
  name: string;
  context: string;
  postal_code: string | null;
  search_key: string;
  search_stem: string;
  rank: number;
  lat: number;
  lng: number;
}

/** Where the package's database file is, found along Node's module paths. */
function libraryPath(): string {
  const require = createRequire(import.meta.url);
  for (const dir of require.resolve.paths(PACKAGE) ?? []) {
    const file = join(dir, PACKAGE, 'data', 'library.sqlite');
    if (existsSync(file)) return file;
  }
  throw new Error(`${PACKAGE} is not installed (npm install)`);
}

interface PostcodeRow {
  postcode: string;
  lat: number;
  lng: number;
  area: string | null;
  municipal_unit: string | null;
  community: string | null;
  municipality: string | null;
  regional_unit: string | null;
  region: string | null;
}

const POSTCODES = `
  select l.postcode, l.latitude as lat, l.longitude as lng, l.local_area as area,
    mu.name as municipal_unit, c.name as community, m.name as municipality,
    ru.name as regional_unit, r.name as region
  from locations l
  left join municipal_units mu on mu.id = l.municipal_unit_id
  left join communities c on c.id = l.community_id
  left join municipalities m on m.id = l.municipality_id
  left join regional_units ru on ru.id = m.regional_unit_id
  left join regions r on r.id = ru.region_id
  where l.latitude is not null and l.longitude is not null
  order by l.postcode`;

/** Kind first; among namesakes of a kind, the one covering more postal codes. */
const rankOf = (kind: PlaceSeedRow['kind'], postcodes: number) =>
  (kind === 'postcode' ? 0 : PLACE_KINDS.indexOf(kind)) * 10_000 + Math.max(0, 9_999 - postcodes);

function row(
  kind: PlaceSeedRow['kind'],
  name: string,
  context: string,
  at: { lat: number; lng: number; n: number },
  postalCode: string | null = null,
): PlaceSeedRow {
  return {
    kind,
    name,
    context,
    postal_code: postalCode,
    search_key: postalCode ?? placeKey(name),
    search_stem: postalCode ?? placeStem(name),
    rank: rankOf(kind, at.n),
    lat: Math.round(at.lat * 1e6) / 1e6,
    lng: Math.round(at.lng * 1e6) / 1e6,
  };
}

let cached: PlaceSeedRow[] | undefined;

/** Every row of the gazetteer as `places` stores it (read once per process). */
export function readPlaceSource(): PlaceSeedRow[] {
  if (cached) return cached;
  const library = new SQLite(libraryPath(), { readonly: true, fileMustExist: true });
  let postcodes: PostcodeRow[];
  try {
    postcodes = library.prepare(POSTCODES).all() as PostcodeRow[];
  } finally {
    library.close();
  }
  const rows: PlaceSeedRow[] = [];
  // Named units: the mean of their postal codes' positions, keyed by kind and name + context.
  const units = new Map<string, { kind: PlaceKind; name: string; context: string; lat: number; lng: number; n: number }>(); // prettier-ignore
  const add = (kind: PlaceKind, name: string | null, context: string, at: PostcodeRow) => {
    if (!name) return;
    // "Πυλαίας - Χορτιάτη": each part is a place people name on its own.
    for (const part of name.split(/\s+-\s+/)) {
      const key = `${kind}\n${part}\n${context}`;
      const unit = units.get(key) ?? { kind, name: part, context, lat: 0, lng: 0, n: 0 };
      unit.lat += at.lat;
      unit.lng += at.lng;
      unit.n += 1;
      units.set(key, unit);
    }
  };
  for (const p of postcodes) {
    const within = p.municipality ?? p.regional_unit ?? '';
    rows.push(row('postcode', p.postcode, within, { lat: p.lat, lng: p.lng, n: 1 }, p.postcode));
    add('municipality', p.municipality, p.regional_unit ?? '', p);
    add('municipal-unit', p.municipal_unit, within, p);
    add('community', p.community, within, p);
    add('area', p.area, within, p);
    add('regional-unit', p.regional_unit, p.region ?? '', p);
    add('region', p.region, '', p);
  }
  for (const u of units.values()) {
    rows.push(row(u.kind, u.name, u.context, { lat: u.lat / u.n, lng: u.lng / u.n, n: u.n }));
  }
  cached = rows;
  return rows;
}
