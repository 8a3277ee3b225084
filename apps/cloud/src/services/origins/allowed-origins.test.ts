import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import {
  assertOrigin,
  DEFAULT_ALLOWED_ORIGINS,
  parseAllowedOrigins,
  parseProjectOrigins,
} from './allowed-origins.js'

describe('DEFAULT_ALLOWED_ORIGINS', () => {
  it('has the lab’s and the examples’ ports, as their vite configs set them', async () => {
    const ports: number[] = []
    for (const app of ['lab', 'examples/minimal', 'examples/full', 'examples/wagmi']) {
      const config = await readFile(new URL(`../../../../${app}/vite.config.ts`, import.meta.url), 'utf8')
      for (const match of config.matchAll(/port: (\d+)/g)) ports.push(Number(match[1]))
    }
    expect(ports.length).toBe(8)
    expect([...DEFAULT_ALLOWED_ORIGINS].sort()).toEqual(
      ports.map((port) => `http://127.0.0.1:${port}`).sort(),
    )
  })
})

describe('parseAllowedOrigins', () => {
  it('reads a comma list, trimmed, without empties or repeats', () => {
    expect(parseAllowedOrigins(' https://app.example , http://localhost:3000,,https://app.example')).toEqual([
      'https://app.example',
      'http://localhost:3000',
    ])
  })

  it('means the default when unset or blank', () => {
    expect(parseAllowedOrigins(undefined)).toBeUndefined()
    expect(parseAllowedOrigins('  ')).toBeUndefined()
  })

  it.each(['https://app.example/', 'https://app.example/path', 'app.example', 'ftp://app.example', '*'])(
    'refuses %j, which no Origin header would ever match',
    (entry) => {
      expect(() => parseAllowedOrigins(`https://ok.example,${entry}`)).toThrow(
        `ALLOWED_ORIGINS: "${entry}" is not an origin such as http://127.0.0.1:4173 (no path, no trailing slash).`,
      )
    },
  )

  it('takes an explicit default port off, as browsers do', () => {
    expect(() => assertOrigin('X', 'https://app.example:443')).toThrow()
    expect(() => assertOrigin('X', 'https://app.example:8443')).not.toThrow()
  })
})

describe('parseProjectOrigins', () => {
  it('reads each project and its list', () => {
    expect(
      parseProjectOrigins(
        ' shop = https://shop.example,https://www.shop.example ; lab=http://127.0.0.1:3000;',
      ),
    ).toEqual({
      shop: ['https://shop.example', 'https://www.shop.example'],
      lab: ['http://127.0.0.1:3000'],
    })
    expect(parseProjectOrigins(undefined)).toBeUndefined()
  })

  it.each([
    ['https://shop.example', 'PROJECT_ORIGINS: "https://shop.example" is not projectId=origin,origin.'],
    ['=https://shop.example', 'PROJECT_ORIGINS: "=https://shop.example" is not projectId=origin,origin.'],
    ['shop=', 'PROJECT_ORIGINS: "shop" has no origins.'],
    ['shop=https://a.example;shop=https://b.example', 'PROJECT_ORIGINS: "shop" is named twice.'],
    ['shop=https://a.example/', 'ALLOWED_ORIGINS: "https://a.example/" is not an origin'],
  ])('refuses %j', (raw, message) => {
    expect(() => parseProjectOrigins(raw)).toThrow(message)
  })
})
