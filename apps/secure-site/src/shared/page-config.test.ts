import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { pageConfigSchema, pageConfigScript, trimBaseUrl } from './page-config.js'

describe('the page config', () => {
  it('accepts an http(s) base URL, with or without a path', () => {
    expect(z.safeParse(pageConfigSchema, { cloudUrl: 'http://127.0.0.1:8787' }).success).toBe(true)
    expect(z.safeParse(pageConfigSchema, { cloudUrl: 'https://cloud.example/base' }).success).toBe(true)
  })

  it('refuses other schemes, queries, fragments and non-strings', () => {
    for (const cloudUrl of ['javascript:alert(1)', 'http://a.example/?x=1', 'http://a.example/#x', 42]) {
      expect(z.safeParse(pageConfigSchema, { cloudUrl }).success).toBe(false)
    }
  })

  it('is written as a JSON script tag that no value can break out of', () => {
    const tag = pageConfigScript({ cloudUrl: 'http://a.example/</script><script>alert(1)</script>' })
    expect(tag.match(/<\/script>/g)).toHaveLength(1)
    const json = /<script[^>]*>(.*)<\/script>$/.exec(tag)![1]!
    expect(JSON.parse(json)).toEqual({ cloudUrl: 'http://a.example/</script><script>alert(1)</script>' })
  })

  it('trims trailing slashes from a base URL', () => {
    expect(trimBaseUrl('http://127.0.0.1:8787//')).toBe('http://127.0.0.1:8787')
  })
})
