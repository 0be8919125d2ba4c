import type { CoinSetting } from '@chokdee/shared-contract/schemas/shop';

/** The shop's coin setting (spec §7 settings/coins; its detail is "not shown"): one coin per 100 baht. */
export const SHOP_COIN_SETTING: CoinSetting = { enabled: true, baht_per_coin: 100 };
