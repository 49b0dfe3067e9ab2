/**
 * The most a client may send as a request body, JSON to /api or a lead form posted to its page
 * (ADR 0025): larger than any form allows (a 1,000-character description of 4-byte emoji is
 * 4 KB). The server's JSON parser and the pages' form actions both read at most this.
 */
export const BODY_LIMIT_KB = 32;
export const BODY_LIMIT_BYTES = BODY_LIMIT_KB * 1024;
