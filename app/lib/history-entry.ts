/**
 * The page's first script, inline at the top of its head (ADR 0060). It numbers the page's
 * history entry as React Router's browser history does when it is made (`{ ...state, idx: 0 }`
 * for an entry with no index), so the router finds the entry numbered and leaves it alone.
 * Chromium tells its observers (autofill, the password manager) of every change to the history
 * entry, and they read the document: on a parsed page that took 17-30 ms at 4x CPU, in the task
 * that makes the router after the first paint; here the document is still empty (2-3 ms).
 */
export const NUMBER_HISTORY_ENTRY = `history.state?.idx == null && history.replaceState({ ...history.state, idx: 0 }, "");`;
