import { Chip, type ChipProps } from '@mui/material'
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin'
import type { User } from '@spinroom/schemas'

const colors: Record<User['status'], ChipProps['color']> = {
  active: 'success',
  banned: 'error',
  deactivated: 'default'
}

/** A user's status as a coloured chip. */
export const UserStatusField = (_props: FieldProps<User>) => {
  const record = useRecordContext<User>()
  const translate = useTranslate()
  if (!record?.status) return null
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[record.status] ?? 'default'}
      label={translate(`spinroom.statuses.${record.status}`, { _: record.status })}
    />
  )
}
