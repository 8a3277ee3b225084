import { prepareCloudCache } from './prepare-cache.js'

// Once per run, before the first file: a test must never be the one that builds the cache.
export default async function prepareCacheBeforeTests(): Promise<void> {
  const { built } = await prepareCloudCache()
  if (built.length > 0) console.log(`cloud cache was cold: built ${built.join(' and ')} before the tests`)
}
