/**
 * Express patterns derived from a contract's path (domain/api/contracts.ts), for the routes
 * whose pattern cannot be the template itself. Derived rather than written out, so a renamed
 * path or parameter moves the route with it; the template literal types keep Express's typing
 * of `req.params`.
 */

type OptionalLast<
  Path extends string,
  Kind extends ":" | "*",
> = Path extends `${infer Head}/:${infer Name}`
  ? Name extends `${string}/${string}`
    ? never
    : `${Head}{/${Kind}${Name}}`
  : never;

/**
 * The pattern of a path whose one parameter, last, may be left out: the route then also takes
 * the bare path, so an empty term reaches the schema and gets the same 422 as a short one, not
 * the API's JSON 404. With `*` the parameter takes the rest of the path, slashes and all, as a
 * list of segments.
 */
export function optionalLastParam<const Path extends string, Kind extends ":" | "*">(
  path: Path,
  kind: Kind,
): OptionalLast<Path, Kind> {
  const match = /^([^:]*)\/:(\w+)$/.exec(path);
  if (!match) throw new TypeError(`${path} must end in its one parameter`);
  return `${match[1]}{/${kind}${match[2]}}` as OptionalLast<Path, Kind>;
}

/** The first segment of a path ("/v2/address" gives "/v2"): what a middleware is mounted on. */
export function firstSegment(path: string): string {
  return `/${path.split("/")[1] ?? ""}`;
}
