/**
 * zod's parse options for data parsed once per process (the content, the stand-ins' data set).
 * zod compiles an object schema to a function on its first parse; for a single pass through some
 * hundreds of schemas, compiling cost more than it saved (ADR 0058). Requests' schemas keep the compiled fast path.
 */
export const PARSE_ONCE = { jitless: true } as const;
