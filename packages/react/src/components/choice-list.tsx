import { type ReactNode, useEffect, useRef } from 'react'
import { messages } from '../messages.js'

/**
 * A list of choices, one button each, in place of the form that asked for one (the Buy form's
 * currency, network and payment currency): the modal's own rows, not the platform's select. The
 * current choice is marked; focus starts on it (or on the first row, or on Cancel when there is
 * none), so Enter keeps it and Tab walks the others.
 */
export function ChoiceList<T>({
  label,
  choices,
  keyOf,
  current,
  row,
  testId,
  rowTestId = (key) => `${testId}-${key}`,
  empty,
  onPick,
  onCancel,
}: {
  /** What the list is for, read out before its rows. */
  label: string
  choices: readonly T[]
  keyOf: (choice: T) => string
  current: string | undefined
  /** What a row shows. */
  row: (choice: T) => ReactNode
  /** The list's test id; each row's is `${testId}-${key}` unless `rowTestId` says otherwise. */
  testId: string
  rowTestId?: (key: string, choice: T) => string
  /** What shows above the list when there is nothing to choose. */
  empty?: ReactNode
  onPick: (choice: T) => void
  onCancel: () => void
}) {
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const rows = root.current?.querySelectorAll('button')
    const marked = root.current?.querySelector<HTMLButtonElement>('button[aria-current="true"]')
    ;(marked ?? rows?.[0])?.focus()
  }, [])
  return (
    <div className="apk-form" ref={root}>
      {choices.length === 0 && empty}
      <ul className="apk-list" aria-label={label} data-testid={testId}>
        {choices.map((choice) => {
          const key = keyOf(choice)
          return (
            <li key={key}>
              <button
                type="button"
                className="apk-item"
                aria-current={key === current}
                data-testid={rowTestId(key, choice)}
                onClick={() => onPick(choice)}
              >
                {row(choice)}
              </button>
            </li>
          )
        })}
      </ul>
      <button type="button" className="apk-button secondary wide" onClick={onCancel}>
        {messages.cancel}
      </button>
    </div>
  )
}
