/**
 * What a client may send as an idempotency key (the JSON API's `Idempotency-Key` header, a page
 * post's hidden `_key`): letters, digits, '-' and '_', long enough to be unique, short enough to
 * store.
 */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
