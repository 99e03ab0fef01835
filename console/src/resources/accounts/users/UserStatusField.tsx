import { Chip, type ChipProps } from '@mui/material'
import { useRecordContext, type FieldProps } from 'react-admin'
import type { User } from '@spinroom/schemas'
import { useEnumWords } from '../../shared/EnumField.tsx'

const colors: Record<User['status'], ChipProps['color']> = {
  active: 'success',
  banned: 'error',
  deactivated: 'default'
}

/** A user's status as a coloured chip. */
export const UserStatusField = (_props: FieldProps<User>) => {
  const record = useRecordContext<User>()
  const words = useEnumWords()
  if (!record?.status) return null
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[record.status] ?? 'default'}
      label={words('userStatuses', record.status)}
    />
  )
}
