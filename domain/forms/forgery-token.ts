/**
 * The double-submit forgery token's names (ADR 0003): the server sets the cookie, and the
 * browser's script echoes its value in the header on every state-changing call.
 */
export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "X-XSRF-TOKEN";
