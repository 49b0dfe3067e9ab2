/**
 * One endpoint of the site's own /api as both sides know it (ADR 0029): its method, its path
 * template (Express-style `:name` segments) and, as types only, what a request carries and what
 * comes back. No zod here: the browser imports contracts, and the request schemas their types
 * are derived from (domain/api/schemas/) are imported for their types alone.
 */
export type Method = "GET" | "POST";

/** The part of a request an endpoint does not take. */
export type Empty = Record<never, never>;

/** Path parameters travel as text, one segment each. */
export type PathParams = Record<string, string>;

/** Query values travel as text; one left undefined is not sent. */
export type QueryParams = Record<string, string | undefined>;

// Never a value: a key only the types below can name, so no object sets it by accident.
declare const parts: unique symbol;

export interface Endpoint<
  M extends Method = Method,
  Path extends string = string,
  Params extends PathParams = PathParams,
  Query extends QueryParams = QueryParams,
  Body = unknown,
  Answer = unknown,
> {
  readonly method: M;
  readonly path: Path;
  /** Absent at run time: carries the request's and the answer's types to the client. */
  readonly [parts]?: { params: Params; query: Query; body: Body; answer: Answer };
}

type Parts<E extends Endpoint> = NonNullable<E[typeof parts]>;
type ParamsOf<E extends Endpoint> = Parts<E>["params"];
type QueryOf<E extends Endpoint> = Parts<E>["query"];
export type BodyOf<E extends Endpoint> = Parts<E>["body"];
export type AnswerOf<E extends Endpoint> = Parts<E>["answer"];

/** The names of a template's `:name` segments: "/plans/:a/:b" gives "a" | "b". */
type ParamNames<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamNames<Tail>
    : Rest
  : never;

/** A request part an endpoint does not take may not be sent; one it takes must be. */
type Part<Name extends string, T> = [keyof T] extends [never]
  ? { [K in Name]?: never }
  : { [K in Name]: T };

/** What a call sends besides a body: the path's parameters and the query. */
export type RequestOf<E extends Endpoint> = Part<"params", ParamsOf<E>> & Part<"query", QueryOf<E>>;

/**
 * The params type must name exactly the template's parameters: otherwise this asks for a
 * property the value lacks, and the contract does not compile.
 */
type NamedInPath<Path extends string, Params> = [keyof Params] extends [ParamNames<Path>]
  ? [ParamNames<Path>] extends [keyof Params]
    ? unknown
    : { paramsMissingFromType: Exclude<ParamNames<Path>, keyof Params> }
  : { paramsNotInPath: Exclude<keyof Params, ParamNames<Path>> };

/**
 * Stands for a type in a contract (`query: typed<OrderHandoffQuery>()`). It has no value:
 * `endpoint` keeps only the method and the path.
 */
export const typed = <T>(): T => undefined as T;

/**
 * A contract. Params default to the template's names as text; an endpoint takes no query and
 * no body unless its contract names them.
 */
export function endpoint<
  const M extends Method,
  const Path extends string,
  Params extends PathParams = { [K in ParamNames<Path>]: string },
  Query extends QueryParams = Empty,
  Body = undefined,
  Answer = never,
>(contract: {
  method: M;
  path: Path;
  params?: Params & NamedInPath<Path, Params>;
  query?: Query;
  body?: Body;
  answer: Answer;
}): Endpoint<M, Path, Params, Query, Body, Answer> {
  return { method: contract.method, path: contract.path };
}
