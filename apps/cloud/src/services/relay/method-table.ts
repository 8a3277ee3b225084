import { fetchMethods } from './fetch-methods.js'
import type { MethodHandler } from './method-context.js'
import { publishMethods } from './publish-methods.js'
import { sessionMethods } from './session-methods.js'
import { subscribeMethods } from './subscribe-methods.js'

/**
 * Every method the relay answers. A Map, not an object, so a method named "constructor" or
 * "__proto__" is simply unknown.
 */
export const RELAY_METHODS: ReadonlyMap<string, MethodHandler> = new Map(
  Object.entries({ ...subscribeMethods, ...publishMethods, ...fetchMethods, ...sessionMethods }),
)
