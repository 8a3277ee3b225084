import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'
import { pageConfigScript } from '../../shared/page-config.js'
import { InvalidPageConfigError } from '../errors.js'
import { readPageConfig } from './read-page-config.js'

function documentWith(head: string): Document {
  const window = new Window()
  window.document.head.innerHTML = head
  return window.document as unknown as Document
}

describe('readPageConfig', () => {
  it('reads the config the server wrote', () => {
    const document = documentWith(pageConfigScript({ cloudUrl: 'http://127.0.0.1:8787/' }))
    expect(readPageConfig(document)).toEqual({ cloudUrl: 'http://127.0.0.1:8787' })
  })

  it('refuses a page without config, with bad JSON or with a bad URL', () => {
    for (const head of [
      '',
      '<script id="secure-site-config" type="application/json">{</script>',
      '<script id="secure-site-config" type="application/json">{"cloudUrl":"javascript:x"}</script>',
    ]) {
      expect(() => readPageConfig(documentWith(head))).toThrow(InvalidPageConfigError)
    }
  })
})
