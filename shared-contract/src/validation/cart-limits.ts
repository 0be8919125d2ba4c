// Plain, with no zod: pages that only show these limits (a store's number list) load no schema code.

/** The most tickets one cart may hold, so nobody can hold a store's whole stock. */
export const MAX_CART_TICKETS = 50;
/** The most random tickets one group pick asks for. */
export const MAX_GROUP_QUANTITY = 10;
