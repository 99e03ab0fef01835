import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Crate } from '@spinroom/schemas'
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx'
import { CrateNameDialog } from './CrateNameDialog.tsx'
import type { CrateActions } from './CrateCard.tsx'
import type { useCrateMutations } from './useCrateMutations.ts'
import { useCrateTitle } from './useCrateTitle.ts'

type Open = { kind: 'rename' | 'copy' | 'delete'; crate: Crate } | null

/** The rename, copy and delete dialogs of a crate, opened from a card or a crate's page. */
export function useCrateDialogs(mutations: ReturnType<typeof useCrateMutations>, onDeleted?: () => void) {
  const { t } = useTranslation()
  const title = useCrateTitle()
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)
  const actions: Required<CrateActions> = {
    onRename: (crate) => setOpen({ kind: 'rename', crate }),
    onCopy: (crate) => setOpen({ kind: 'copy', crate }),
    onDelete: (crate) => setOpen({ kind: 'delete', crate })
  }
  const dialogs =
    open?.kind === 'rename' ? (
      <CrateNameDialog
        key={open.crate.crateUuid}
        title={t('crates.renameTitle')}
        submitLabel={t('actions.save')}
        initial={open.crate.crateName}
        onSubmit={(crateName) => mutations.rename.mutate({ crateUuid: open.crate.crateUuid, crateName })}
        onClose={close}
      />
    ) : open?.kind === 'copy' ? (
      <CrateNameDialog
        key={open.crate.crateUuid}
        title={t('crates.copyTitle')}
        submitLabel={t('crates.copy')}
        initial={t('crates.copyName', { name: title(open.crate) })}
        onSubmit={(crateName) => mutations.copy.mutate({ source: open.crate, crateName, crateId: crypto.randomUUID() })}
        onClose={close}
      />
    ) : open?.kind === 'delete' ? (
      <ConfirmDialog
        title={t('crates.deleteTitle')}
        text={t('crates.deleteText', { name: open.crate.crateName })}
        confirmLabel={t('crates.delete')}
        onConfirm={() => {
          mutations.remove.mutate(open.crate)
          onDeleted?.()
        }}
        onClose={close}
      />
    ) : null
  return { actions, dialogs }
}
