/** A path pattern's named segments, as the path writes them (still percent-encoded). */
export type PathParams = Readonly<Record<string, string>>

/**
 * `pattern` against `pathname`, segment by segment: `:name` takes any one non-empty segment, every
 * other segment must be equal. The named segments, or undefined when the path is not the pattern's
 * (another number of segments: `/tx/a/` is not `/tx/:txid`).
 */
export function matchPath(pattern: string, pathname: string): PathParams | undefined {
  const wanted = pattern.split('/')
  const given = pathname.split('/')
  if (wanted.length !== given.length) return undefined
  const params: Record<string, string> = {}
  for (const [index, part] of wanted.entries()) {
    const segment = given[index]!
    if (part.startsWith(':')) {
      if (segment === '') return undefined
      params[part.slice(1)] = segment
    } else if (part !== segment) return undefined
  }
  return params
}

/** A service's endpoint: the path pattern it answers and what a matching path is to the service. */
export interface PathRoute<Route> {
  path: string
  route: (params: PathParams) => Route
}

/**
 * A service's routes in one table instead of a regular expression each: the first whose pattern
 * matches makes the route from the path's params; undefined when none does.
 */
export function createRouter<Route>(
  routes: readonly PathRoute<Route>[],
): (pathname: string) => Route | undefined {
  return (pathname) => {
    for (const { path, route } of routes) {
      const params = matchPath(path, pathname)
      if (params !== undefined) return route(params)
    }
    return undefined
  }
}
