import type { PathParams, QueryParams } from "./endpoint";

/** A request's parts as the path is built from them; a contract's types have checked them. */
export interface RequestParts {
  params?: Readonly<PathParams>;
  query?: Readonly<QueryParams>;
}

/**
 * The path of a call (before the /api prefix): each `:name` of the template replaced by its
 * parameter, encoded as one segment (an address's "/" travels as %2F), then the query, in the
 * order given, leaving out values that are undefined.
 */
export function requestPath(template: string, { params = {}, query = {} }: RequestParts): string {
  const path = template.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${template} needs its ${name} parameter`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return search ? `${path}?${search}` : path;
}
