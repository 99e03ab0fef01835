import { useState, type MouseEvent } from 'react'
import BlockIcon from '@mui/icons-material/Block'
import { Button, Confirm, useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin'
import type { Voucher } from '@spinroom/schemas'

/** Revokes a PENDING code (DELETE answers the revoked voucher) after a confirmation. */
export const RevokeVoucherButton = () => {
  const record = useRecordContext<Voucher>()
  const [open, setOpen] = useState(false)
  const notify = useNotify()
  const refresh = useRefresh()
  const translate = useTranslate()
  const [revoke, { isPending }] = useDelete<Voucher>()
  if (!record || record.status !== 'PENDING') return null

  const onOpen = (event: MouseEvent) => {
    event.stopPropagation()
    setOpen(true)
  }
  const onConfirm = () =>
    revoke(
      'vouchers',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false)
          notify(translate('spinroom.vouchers.revoked'), { type: 'info' })
          refresh()
        },
        onError: (error) => {
          setOpen(false)
          notify(error instanceof Error ? error.message : String(error), { type: 'error' })
        }
      }
    )

  return (
    <>
      <Button label={translate('spinroom.vouchers.revoke')} onClick={onOpen} color="error" disabled={isPending}>
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('spinroom.vouchers.revoke_title', { code: record.code })}
        content={translate('spinroom.vouchers.revoke_content')}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
