import { useState, type MouseEvent } from 'react'
import BlockIcon from '@mui/icons-material/Block'
import { Button, Confirm, useDelete, useNotify, useRecordContext, useRefresh } from 'react-admin'
import type { ApiKey } from '@spinroom/schemas'

/** Revokes a key (DELETE answers the revoked record) after a confirmation. */
export const RevokeApiKeyButton = () => {
  const record = useRecordContext<ApiKey>()
  const [open, setOpen] = useState(false)
  const notify = useNotify()
  const refresh = useRefresh()
  const [revoke, { isPending }] = useDelete<ApiKey>()
  if (!record) return null

  const onOpen = (event: MouseEvent) => {
    event.stopPropagation() // not a row click
    setOpen(true)
  }
  const onConfirm = () =>
    revoke(
      'api-keys',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false)
          notify('spinroom.api_keys.revoked', { type: 'info' })
          refresh() // the key stays listed, now with revokedAt
        },
        onError: (error) => {
          setOpen(false)
          const message = error instanceof Error ? error.message : String(error)
          notify(message || 'ra.notification.http_error', { type: 'error' })
        }
      }
    )

  return (
    <>
      <Button label="spinroom.api_keys.revoke" color="error" disabled={!!record.revokedAt} onClick={onOpen}>
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="spinroom.api_keys.revoke_title"
        titleTranslateOptions={{ name: record.name }}
        content="spinroom.api_keys.revoke_content"
        confirm="spinroom.api_keys.revoke"
        confirmColor="warning"
        onConfirm={onConfirm}
        onClose={(event) => {
          event.stopPropagation()
          setOpen(false)
        }}
      />
    </>
  )
}
