import { describe, expect, it } from 'vitest'
import { htmlPage } from './html-page.js'

describe('htmlPage', () => {
  it('wraps the body in an English, mobile-ready document with its escaped title and style', () => {
    const html = htmlPage({ title: 'Ada & <Grace>', style: 'body { margin: 0 }', body: '<p>Hi</p>' })
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true)
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(html).toContain('<title>Ada &amp; &lt;Grace&gt;</title>')
    expect(html).toContain('<style>body { margin: 0 }</style>')
    expect(html).toContain('<main>\n<p>Hi</p>\n</main>')
  })
})
