import { afterEach, describe, expect, it } from 'vitest'
import { pageStorage } from './page-storage.js'

const original = Object.getOwnPropertyDescriptor(window, 'localStorage')

afterEach(() => {
  if (original) Object.defineProperty(window, 'localStorage', original)
})

describe('pageStorage', () => {
  it("is the page's localStorage", () => {
    expect(pageStorage()).toBe(window.localStorage)
  })

  it('is nothing where reading localStorage throws (an opaque origin)', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    expect(pageStorage()).toBeUndefined()
  })
})
