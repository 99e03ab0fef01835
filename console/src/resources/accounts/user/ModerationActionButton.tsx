import { useState, type ReactElement, type ReactNode } from 'react'
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin'
import type { User } from '@spinroom/schemas'
import { httpClient } from '../../../httpClient.ts'

const USER_SERVICE = '/api/user-service'

interface Props {
  /** Moderation endpoint below the user service; a POST sends `{ userUuid }` and `fields()`. */
  path: string | ((user: User) => string)
  method?: 'POST' | 'PUT' | 'DELETE'
  fields?: () => Record<string, unknown>
  label: string
  icon: ReactElement
  confirmTitle: string
  confirmContent: ReactNode
  done: string
  color?: 'error' | 'warning' | 'primary'
  disabled?: (user: User) => boolean
}

/** A moderation call on the shown user, after a confirmation; reports the server's message on failure. */
export const ModerationActionButton = ({ path, method = 'POST', fields, label, icon, confirmTitle, confirmContent, done, color = 'primary', disabled }: Props) => {
  const record = useRecordContext<User>()
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  const notify = useNotify()
  const refresh = useRefresh()
  if (!record) return null

  const onConfirm = async () => {
    setPending(true)
    try {
      const url = `${USER_SERVICE}${typeof path === 'string' ? path : path(record)}`
      await httpClient(url, { method, body: method === 'POST' ? JSON.stringify({ userUuid: record.id, ...fields?.() }) : undefined })
      notify(done, { type: 'info', messageArgs: { _: done } })
      refresh() // the user changed: show it as it is now
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' })
    } finally {
      setPending(false)
      setOpen(false)
    }
  }

  return (
    <>
      <Button label={label} color={color} disabled={disabled?.(record)} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={confirmTitle}
        titleTranslateOptions={{ name: record.nickname, _: confirmTitle.replace('%{name}', record.nickname) }}
        content={confirmContent}
        confirm={label}
        confirmColor="warning"
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
