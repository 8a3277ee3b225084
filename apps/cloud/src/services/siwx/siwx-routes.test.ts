import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { SIWX_ROUTES } from './siwx-routes.js'

describe('SIWX_ROUTES', () => {
  it('are exactly the endpoints the README documents', async () => {
    const readme = await readFile(new URL('../../../README.md', import.meta.url), 'utf8')
    const documented = new Set(
      [...readme.matchAll(/`(GET|POST|DELETE) (\/siwx\/v1\/[^`?\s]+)/g)].map(
        (match) => `${match[1]} ${match[2]}`,
      ),
    )
    const served = Object.entries(SIWX_ROUTES).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    )
    expect([...documented].sort()).toEqual(served.sort())
    expect(served).toHaveLength(6)
  })
})
