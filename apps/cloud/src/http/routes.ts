/** A service's endpoints: path → method → what answers it. */
export type RouteTable<Route> = Readonly<Record<string, Partial<Readonly<Record<string, Route>>>>>

/** What a request is to a route table: its route, a path nobody answers, or a method the path does not take. */
export type RouteLookup<Route> =
  | { kind: 'found'; route: Route }
  | { kind: 'notFound' }
  /** `allow`: the path's methods and OPTIONS, for the Allow header. */
  | { kind: 'methodNotAllowed'; allow: string }

export function findRoute<Route>(
  table: RouteTable<Route>,
  pathname: string,
  method: string | undefined,
): RouteLookup<Route> {
  // Own properties only: a path such as /constructor must not find Object's prototype.
  const methods = Object.hasOwn(table, pathname) ? table[pathname] : undefined
  if (methods === undefined) return { kind: 'notFound' }
  const route = method !== undefined && Object.hasOwn(methods, method) ? methods[method] : undefined
  if (route === undefined)
    return { kind: 'methodNotAllowed', allow: [...Object.keys(methods), 'OPTIONS'].join(', ') }
  return { kind: 'found', route }
}

/**
 * The rest of `pathname` under `prefix` ('' for the prefix itself, '/…' below it), or undefined when
 * the path is not the prefix's: /siwx/v1x is not under /siwx/v1.
 */
export function underPath(pathname: string, prefix: string): string | undefined {
  if (pathname === prefix) return ''
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : undefined
}

/** A path segment decoded; undefined when it is not valid percent-encoding (a 404, not a crash). */
export function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}
