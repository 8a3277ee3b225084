import { type RefObject, useEffect, useRef } from 'react'

/** The class that lays the closed dialog out unseen (modal-css.ts). */
export const WARMING_CLASS = 'apk-warming'

/**
 * Lays the closed dialog out once, unseen, and lets the layout go again in the same task (nothing
 * is painted). The first layout of text in a face and size the page has not used yet waits on the
 * browser's font lookups: done here, on the visitor's way to the button, it no longer falls in the
 * click's task, where it cost 5–15 ms on a loaded machine.
 */
export function warmLayout(dialog: HTMLDialogElement): void {
  if (dialog.open) return
  dialog.classList.add(WARMING_CLASS)
  // Reading a size makes the browser lay the dialog out now, with the class on.
  void dialog.offsetHeight
  dialog.classList.remove(WARMING_CLASS)
}

/** Warms the dialog's layout the first time it holds a view while closed (see warmLayout). */
export function useWarmLayout(dialog: RefObject<HTMLDialogElement | null>, holding: boolean): void {
  const warmed = useRef(false)
  useEffect(() => {
    const element = dialog.current
    if (!holding || warmed.current || !element) return
    warmed.current = true
    warmLayout(element)
  }, [dialog, holding])
}
