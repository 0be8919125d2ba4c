import { THAI_ADDRESS_SEARCH_LIMIT, type ThaiAddress } from '@chokdee/shared-contract/schemas/address';
import { getDatabase, preload, setEngMode } from 'thai-address-universal';

interface Place extends ThaiAddress {
  /** The three names, for a query whose words match different fields ('บางรัก กรุงเทพ'). */
  names: [sub_district: string, district: string, province: string];
}

// Words people type before a name ('ต.บางรัก', 'อำเภอ เมือง'); a query word that is only one is dropped.
const ADMIN_PREFIXES = ['ตำบล', 'แขวง', 'อำเภอ', 'จังหวัด', 'ต.', 'อ.', 'จ.', 'ข.'];
const STANDALONE_ADMIN_WORDS = new Set([...ADMIN_PREFIXES, 'เขต']);
// A Map, not an object: a query word such as `constructor` must not find Object.prototype's.
const ALIASES = new Map([
  ['กทม', 'กรุงเทพมหานคร'],
  ['กทม.', 'กรุงเทพมหานคร'],
]);

let places: Promise<Place[]> | undefined;
const thaiOrder = new Intl.Collator('th');

/** The dataset (about 7,500 sub-districts) loads once, on the first search, and stays in memory. */
function loadPlaces(): Promise<Place[]> {
  places ??= (async () => {
    await preload({ language: 'thai' });
    await setEngMode(false);
    const seen = new Set<string>();
    const result: Place[] = [];
    for (const row of getDatabase()) {
      const place = {
        sub_district: row.sub_district,
        district: row.district,
        province: row.province,
        zip_code: row.postal_code,
      };
      const key = `${place.sub_district}|${place.district}|${place.province}|${place.zip_code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      result.push({ ...place, names: [place.sub_district, place.district, place.province] });
    }
    return result;
  })();
  // A failed load is retried by the next search rather than cached.
  places.catch(() => {
    places = undefined;
  });
  return places;
}

/** Query words without the administrative prefixes; aliases such as กทม resolved. */
export function queryWords(query: string): string[] {
  return query
    .trim()
    .split(/\s+/)
    .map((word) => ALIASES.get(word) ?? word)
    .filter((word) => word !== '' && !STANDALONE_ADMIN_WORDS.has(word))
    .map((word) => {
      const prefix = ADMIN_PREFIXES.find((p) => word.startsWith(p) && word.length > p.length);
      return prefix ? word.slice(prefix.length) : word;
    });
}

/** 0 exact, 1 starts with, 2 contains, undefined no match — over the place's names or zip code. */
function wordRank(place: Place, word: string): number | undefined {
  if (/^\d+$/.test(word))
    return place.zip_code === word ? 0 : place.zip_code.startsWith(word) ? 1 : undefined;
  let best: number | undefined;
  for (const name of place.names) {
    const rank = name === word ? 0 : name.startsWith(word) ? 1 : name.includes(word) ? 2 : undefined;
    if (rank !== undefined && (best === undefined || rank < best)) best = rank;
  }
  return best;
}

/**
 * Places whose sub-district, district, province or zip code match every word of `query`
 * (Thai names by substring, zip codes by prefix), best matches first, at most 20.
 */
export async function searchThaiAddresses(
  query: string,
  limit: number = THAI_ADDRESS_SEARCH_LIMIT,
): Promise<ThaiAddress[]> {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const scored: { place: Place; score: number }[] = [];
  for (const place of await loadPlaces()) {
    let score = 0;
    for (const word of words) {
      const rank = wordRank(place, word);
      if (rank === undefined) {
        score = -1;
        break;
      }
      score += rank;
    }
    if (score >= 0) scored.push({ place, score });
  }
  scored.sort(
    (a, b) =>
      a.score - b.score ||
      thaiOrder.compare(a.place.province, b.place.province) ||
      thaiOrder.compare(a.place.district, b.place.district) ||
      thaiOrder.compare(a.place.sub_district, b.place.sub_district),
  );
  return scored.slice(0, limit).map(({ place }) => ({
    sub_district: place.sub_district,
    district: place.district,
    province: place.province,
    zip_code: place.zip_code,
  }));
}
