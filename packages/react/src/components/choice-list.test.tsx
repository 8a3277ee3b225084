// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChoiceList } from './choice-list.js'

afterEach(cleanup)

const FIATS = [{ id: 'USD' }, { id: 'EUR' }, { id: 'GBP' }]

function renderList(current: string | undefined) {
  const onPick = vi.fn()
  const onCancel = vi.fn()
  render(
    <ChoiceList
      label="Currency"
      choices={FIATS}
      keyOf={(fiat) => fiat.id}
      current={current}
      row={(fiat) => <span className="apk-name">{fiat.id}</span>}
      testId="fiat"
      onPick={onPick}
      onCancel={onCancel}
    />,
  )
  return { onPick, onCancel }
}

describe('ChoiceList', () => {
  it('is a labelled list of buttons, the current one marked and focused', () => {
    renderList('EUR')
    const list = screen.getByRole('list', { name: 'Currency' })
    expect(list.querySelectorAll('button')).toHaveLength(3)
    expect(screen.getByTestId('fiat-EUR').getAttribute('aria-current')).toBe('true')
    expect(screen.getByTestId('fiat-USD').getAttribute('aria-current')).toBe('false')
    expect(document.activeElement).toBe(screen.getByTestId('fiat-EUR'))
  })

  it('focuses the first row when nothing is chosen yet', () => {
    renderList(undefined)
    expect(document.activeElement).toBe(screen.getByTestId('fiat-USD'))
  })

  it('hands back the row picked, or the cancel', () => {
    const { onPick, onCancel } = renderList('USD')
    fireEvent.click(screen.getByTestId('fiat-GBP'))
    expect(onPick).toHaveBeenCalledWith({ id: 'GBP' })
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })
})
