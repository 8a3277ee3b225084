import type { ModalStore } from '../core/core.js'
import { createAlertState } from '../state/alert.js'
import { createModalState } from '../state/modal.js'
import { createRouterState } from '../state/router.js'
import { createSendState } from '../state/send.js'
import { createSnackState } from '../state/snack.js'
import { createThemeState } from '../state/theme.js'
import { createWalletListState } from '../state/wallet-list.js'

/** The modal's own state, apart from the sessions: nothing in the session layer reads or writes it. */
export function createModalStore(): ModalStore {
  return {
    modal: createModalState(),
    router: createRouterState(),
    walletList: createWalletListState(),
    send: createSendState(),
    theme: createThemeState(),
    snack: createSnackState(),
    alert: createAlertState(),
  }
}
