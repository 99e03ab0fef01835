import { useState, type MouseEvent, type ReactElement, type ReactNode } from 'react'
import { Stack, TextField } from '@mui/material'
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin'
import type { Route } from '@spinroom/schemas'
import { useCanCall } from '../auth/access.ts'
import type { ConsoleDataProvider } from '../data/types.ts'
import { useConsoleProvider } from '../data/useCallMutation.ts'
import { failureMessage } from '../data/failure-message.ts'

export interface ConfirmedCallProps<R extends RaRecord, T = unknown> {
  /** The route the button calls: the button shows only to callers who may call it. */
  route: Route
  /** Whether the button suits this record at all (e.g. a role the caller may remove); the route's access aside. */
  shown?: (record: R) => boolean
  /** For a `room` route: the room the record belongs to, whose room roles let the caller through. */
  roomId?: (record: R) => string | undefined
  /** The route call on the record, through the data provider: `(user, p, reason) => p.call(route, ...)`. */
  call: (record: R, provider: ConsoleDataProvider, reason: string | undefined) => Promise<T>
  /** The dialog asks why (kept on the moderation record): `required` keeps the confirm button off until given. */
  reason?: 'required' | 'optional'
  /** How the record is named in the texts (`%{name}`). */
  name: (record: R) => string
  /** i18n keys, each given `name` and `args`. */
  label: string
  confirmTitle: string
  confirmContent: string | ReactNode
  done: string
  args?: Record<string, unknown>
  /** Arguments of the `done` text taken from the API's answer (e.g. a count). */
  resultArgs?: (result: T) => Record<string, unknown>
  icon: ReactElement
  color?: 'error' | 'warning' | 'primary'
  disabled?: (record: R) => boolean
  /** Called when the dialog closes, to reset what the dialog's inputs hold. */
  onClose?: () => void
}

/** A route call on the current record, once confirmed: notifies success or the server's message, then refreshes. */
export function ConfirmedCallButton<R extends RaRecord, T = unknown>(props: ConfirmedCallProps<R, T>) {
  const record = useRecordContext<R>()
  const allowed = useCanCall(props.route, record ? props.roomId?.(record) : undefined)
  const shown = !!record && allowed && (props.shown?.(record) ?? true)
  return shown ? <ConfirmedCall<R, T> {...props} record={record} /> : null
}

function ConfirmedCall<R extends RaRecord, T>(props: ConfirmedCallProps<R, T> & { record: R }) {
  const {
    record,
    call,
    reason: asksReason,
    name,
    label,
    confirmTitle,
    confirmContent,
    done,
    args,
    resultArgs,
    icon,
    color = 'primary',
    disabled,
    onClose
  } = props
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [showMissing, setShowMissing] = useState(false)
  const [pending, setPending] = useState(false)
  const provider = useConsoleProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  const translate = useTranslate()
  const t = (key: string) => translate(key, { name: name(record), ...args })
  const close = () => {
    setOpen(false)
    setReason('')
    setShowMissing(false)
    onClose?.()
  }
  const onOpen = (event: MouseEvent) => {
    event.stopPropagation() // in a list, not a row click
    setOpen(true)
  }
  const missingReason = asksReason === 'required' && !reason.trim()
  const onConfirm = async () => {
    if (missingReason) return setShowMissing(true)
    setPending(true)
    try {
      const json = await call(record, provider, reason.trim() || undefined)
      notify(translate(done, { name: name(record), ...args, ...resultArgs?.(json) }), { type: 'info' })
      refresh() // show the record as it is now
    } catch (error) {
      notify(failureMessage(error), { type: 'error' })
    } finally {
      setPending(false)
      close()
    }
  }

  return (
    <>
      <Button label={t(label)} color={color} disabled={disabled?.(record)} onClick={onOpen}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={t(confirmTitle)}
        content={
          <Stack spacing={2}>
            {typeof confirmContent === 'string' ? t(confirmContent) : confirmContent}
            {asksReason && (
              <TextField
                label={translate(
                  asksReason === 'required' ? 'spinroom.moderation.reason' : 'spinroom.moderation.reason_optional'
                )}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                required={asksReason === 'required'}
                error={showMissing && missingReason}
                helperText={showMissing && missingReason ? translate('spinroom.moderation.reason_missing') : undefined}
                multiline
                fullWidth
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            )}
          </Stack>
        }
        confirm={t(label)}
        confirmColor="warning"
        onConfirm={onConfirm}
        onClose={(event) => {
          event?.stopPropagation()
          close()
        }}
      />
    </>
  )
}
