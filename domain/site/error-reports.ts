/**
 * What an error report may carry beside the error itself, in the browser and on the server.
 * Sentry 11 collects a visitor's details, cookies, headers, query strings and bodies unless told
 * not to: a lead's name, email and phone number travel in those, and an agent's token in a query
 * string, so none of them is sent. Each report's text has its quote ids cut short as well
 * (`withoutQuoteIds`, ADR 0043).
 */
export const REPORTS_CARRY_NO_VISITOR_DATA = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [] as never[],
  urlQueryParams: false,
};
