import { Chip } from '@mui/material'
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin'
import type { TokenAccount } from '@spinroom/schemas'

/** An account's status as a coloured chip. */
export const TokenAccountStatusField = (_props: FieldProps<TokenAccount>) => {
  const record = useRecordContext<TokenAccount>()
  const translate = useTranslate()
  if (!record) return null
  return (
    <Chip
      size="small"
      variant="outlined"
      color={record.status === 'active' ? 'success' : 'default'}
      label={translate(`spinroom.tokens.statuses.${record.status}`)}
    />
  )
}
