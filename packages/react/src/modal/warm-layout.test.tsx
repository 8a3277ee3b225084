// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { MODAL_CSS } from '../styles/modal-css.js'
import { useWarmLayout, WARMING_CLASS, warmLayout } from './warm-layout.js'

/** A dialog that notes, at each forced layout, whether it was being laid out for warming. */
function watchedDialog() {
  const dialog = document.createElement('dialog')
  const layouts: boolean[] = []
  Object.defineProperty(dialog, 'offsetHeight', {
    get: () => {
      layouts.push(dialog.classList.contains(WARMING_CLASS))
      return 0
    },
  })
  return { dialog, layouts }
}

describe('warmLayout', () => {
  it('lays the closed dialog out once with the warming class, then takes the class off', () => {
    const { dialog, layouts } = watchedDialog()
    warmLayout(dialog)
    expect(layouts).toEqual([true])
    expect(dialog.classList.contains(WARMING_CLASS)).toBe(false)
  })

  it('leaves an open dialog alone', () => {
    const { dialog, layouts } = watchedDialog()
    dialog.setAttribute('open', '')
    warmLayout(dialog)
    expect(layouts).toEqual([])
    expect(dialog.classList.contains(WARMING_CLASS)).toBe(false)
  })

  it('has a rule that lays the closed dialog out unseen', () => {
    const rule = MODAL_CSS.split('\n').find((line) => line.includes(`.${WARMING_CLASS}`))
    expect(rule).toContain(':not([open])')
    expect(rule).toContain('display: block')
    expect(rule).toContain('visibility: hidden')
  })
})

function Holder({ holding, dialog }: { holding: boolean; dialog: HTMLDialogElement }) {
  const ref = useRef(dialog)
  useWarmLayout(ref, holding)
  return null
}

describe('useWarmLayout', () => {
  it('warms the first time the dialog holds a view, and only then', () => {
    const { dialog, layouts } = watchedDialog()
    const { rerender } = render(<Holder holding={false} dialog={dialog} />)
    expect(layouts).toEqual([])
    rerender(<Holder holding dialog={dialog} />)
    expect(layouts).toEqual([true])
    rerender(<Holder holding={false} dialog={dialog} />)
    rerender(<Holder holding dialog={dialog} />)
    expect(layouts).toEqual([true])
  })
})
