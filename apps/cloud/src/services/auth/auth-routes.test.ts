import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { AUTH_ROUTES } from './auth-routes.js'

describe('AUTH_ROUTES', () => {
  it('are exactly the endpoints AUTH.md documents', async () => {
    const contract = await readFile(new URL('../../../AUTH.md', import.meta.url), 'utf8')
    const documented = [...contract.matchAll(/^### `(GET|POST|PUT) (\/auth\/v1\/[^`?\s]+)/gm)].map(
      (match) => `${match[1]} ${match[2]}`,
    )
    const served = Object.entries(AUTH_ROUTES).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    )
    expect(documented.sort()).toEqual(served.sort())
    expect(served).toHaveLength(19)
  })
})
