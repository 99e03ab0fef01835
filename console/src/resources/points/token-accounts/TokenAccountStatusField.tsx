import { Chip } from '@mui/material'
import { useRecordContext, type FieldProps } from 'react-admin'
import type { TokenAccount } from '@spinroom/schemas'
import { useEnumWords } from '../../shared/EnumField.tsx'

/** An account's status as a coloured chip. */
export const TokenAccountStatusField = (_props: FieldProps<TokenAccount>) => {
  const record = useRecordContext<TokenAccount>()
  const words = useEnumWords()
  if (!record) return null
  return (
    <Chip
      size="small"
      variant="outlined"
      color={record.status === 'active' ? 'success' : 'default'}
      label={words('tokenAccountStatuses', record.status)}
    />
  )
}
