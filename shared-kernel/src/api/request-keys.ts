// The names of what the apps read from the API, for the shared request cache (api/request-cache):
// one place for them, so two apps showing the same thing share one entry, and an action can name
// what it changed. A key is a resource path; a group is the path of a family of keys
// (`orders` covers `orders/list?page=1`, `orders/reserved/count` and `orders/<code>`).
// One key names one shape of data: a page that reshapes an answer reads it under a key of its own.

declare const requestKey: unique symbol;
declare const requestKeyGroup: unique symbol;

/** A cache key, made only here so no app writes one by hand. */
export type RequestKey = string & { readonly [requestKey]: true };
/** The path of a family of keys, for `invalidate`. */
export type RequestKeyGroup = string & { readonly [requestKeyGroup]: true };

const key = (path: string) => path as RequestKey;
const group = (path: string) => path as RequestKeyGroup;
/** A path segment from a value an app holds (a code, a slug): never a `/` or `?` of its own. */
const part = (value: string | number) => encodeURIComponent(String(value));
/** A query string in a fixed order, so the same filter is always the same key. */
function query(values: Record<string, string | number | boolean | undefined | null>): string {
  const params = Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${part(value as string | number)}`);
  return params.length ? `?${params.join('&')}` : '';
}

export const requestGroups = {
  orders: group('orders'),
  dealerOrders: group('dealer/orders'),
  member: group('member'),
  addresses: group('member/addresses'),
  rewards: group('member/rewards'),
  redemptions: group('member/redemptions'),
  complaints: group('complaints'),
  quests: group('quests'),
  shipments: group('quests/shipments'),
  lottery: group('lottery'),
  tickets: group('lottery/tickets'),
  stores: group('stores'),
  shopCart: group('shop/cart'),
  purchases: group('shop/purchases'),
  certificates: group('shop/certificates'),
  pray: group('pray'),
  content: group('content'),
  truck: group('truck'),
} as const;

export const requestKeys = {
  system: {
    health: key('system/health'),
    environment: key('system/environment'),
  },
  content: {
    latest: key('content/articles/latest'),
    articles: (page: number) => key(`content/articles${query({ page })}`),
    social: (page: number) => key(`content/social${query({ page })}`),
    tagged: (tag: string, page: number) => key(`content/tagged/${part(tag)}${query({ page })}`),
    tags: key('content/tags'),
    item: (id: number) => key(`content/items/${part(id)}`),
    page: (slug: string) => key(`content/pages/${part(slug)}`),
  },
  stores: {
    featured: key('stores/featured'),
    list: (filter: { q: string; verifiedOnly: boolean; page: number }) =>
      key(
        `stores/list${query({ q: filter.q, verified: filter.verifiedOnly || undefined, page: filter.page })}`,
      ),
    info: (code: string) => key(`stores/info/${part(code)}`),
  },
  shop: {
    shops: key('shop/shops'),
    products: (shop: string | undefined, page: number) => key(`shop/products${query({ shop, page })}`),
    product: (code: string) => key(`shop/product/${part(code)}`),
    myCertificates: key('shop/certificates/mine'),
    certificate: (code: string) => key(`shop/certificates/code/${part(code)}`),
    purchases: (page: number) => key(`shop/purchases/list${query({ page })}`),
    purchase: (code: string) => key(`shop/purchases/code/${part(code)}`),
  },
  lottery: {
    drawData: key('lottery/draw-data'),
    latestResults: key('lottery/results-page/latest'),
    result: (slug: string) => key(`lottery/results/${part(slug)}`),
    pastDraws: key('lottery/draws/past'),
    tickets: (pattern: string, store: string | undefined) =>
      key(`lottery/tickets${query({ pattern, store })}`),
  },
  orders: {
    list: (page: number) => key(`orders/list${query({ page })}`),
    reserved: key('orders/reserved'),
    reservedCount: key('orders/reserved/count'),
    one: (code: string) => key(`orders/one/${part(code)}`),
    safe: key('orders/safe'),
    wins: (drawDate: string | undefined) => key(`orders/wins${query({ draw: drawDate })}`),
  },
  dealer: {
    orders: (status: string, page: number) => key(`dealer/orders${query({ status, page })}`),
  },
  member: {
    points: key('member/points'),
    notices: key('member/notices'),
    addresses: key('member/addresses'),
    bankAccount: key('member/bank-account'),
    lineConfig: key('member/line-config'),
    /** The member's notice channels and which kinds each delivers (the profile's การแจ้งเตือน). */
    noticePreferences: key('member/notice-preferences'),
    rewards: key('member/rewards/list'),
    reward: (code: string) => key(`member/rewards/code/${part(code)}`),
    redemptions: key('member/redemptions/list'),
    redemption: (code: string) => key(`member/redemptions/code/${part(code)}`),
  },
  quests: {
    /** The active quests with the member's progress (the gift button, the strip, the modal). */
    progress: key('quests/progress'),
    list: key('quests/list'),
    one: (id: number) => key(`quests/one/${part(id)}`),
    shipments: key('quests/shipments/list'),
    shipment: (id: number) => key(`quests/shipments/one/${part(id)}`),
  },
  pray: {
    list: (filter: { q?: string; category?: string; sort?: string; page?: number }) =>
      key(`pray/list${query(filter)}`),
    project: (slug: string) => key(`pray/projects/${part(slug)}`),
    updates: (slug: string) => key(`pray/projects/${part(slug)}/updates`),
    update: (slug: string, id: string) => key(`pray/projects/${part(slug)}/updates/${part(id)}`),
    supporters: (slug: string) => key(`pray/projects/${part(slug)}/supporters`),
    voted: key('pray/voted'),
    mine: key('pray/mine/list'),
    myProject: (id: string) => key(`pray/mine/${part(id)}`),
  },
  truck: {
    foodTrucks: key('truck/food-trucks'),
    promptPayQr: (amount: number) => key(`truck/promptpay${query({ amount })}`),
    /** The dealer's truck staff and their sales (a change to an operator reads it again). */
    dealerStaff: key('truck/dealer-staff'),
  },
} as const;
