import { type AppKitCore, notify } from '@appkit/controllers/modal'

/** Copies to the clipboard and says so: `copiedKey` on success, 'Copy failed' when the page may not. */
export async function copyText(core: AppKitCore, text: string, copiedKey: 'addressCopied' | 'linkCopied') {
  try {
    await navigator.clipboard.writeText(text)
    notify(core, { key: copiedKey }, 'success')
  } catch {
    notify(core, { key: 'copyFailed' }, 'error')
  }
}
