import { useState, type MouseEvent, type ReactElement, type ReactNode } from 'react'
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin'
import type { ConsoleDataProvider } from '../data/dataProvider.ts'
import { useConsoleProvider } from '../data/useCall.ts'

export interface ConfirmedCallProps<R extends RaRecord, T = unknown> {
  /** The route call on the record, through the data provider: `(user, p) => p.call(routes.accounts.banUser, ...)`. */
  call: (record: R, provider: ConsoleDataProvider) => Promise<T>
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
  const {
    call,
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
  const record = useRecordContext<R>()
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  const provider = useConsoleProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  const translate = useTranslate()
  if (!record) return null
  const t = (key: string) => translate(key, { name: name(record), ...args })
  const close = () => {
    setOpen(false)
    onClose?.()
  }
  const onOpen = (event: MouseEvent) => {
    event.stopPropagation() // in a list, not a row click
    setOpen(true)
  }
  const onConfirm = async () => {
    setPending(true)
    try {
      const json = await call(record, provider)
      notify(translate(done, { name: name(record), ...args, ...resultArgs?.(json) }), { type: 'info' })
      refresh() // show the record as it is now
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' })
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
        content={typeof confirmContent === 'string' ? t(confirmContent) : confirmContent}
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
