import { Chip } from '@mui/material'
import { useRecordContext, useTranslate } from 'react-admin'
import type { Voucher } from '@spinroom/schemas'

const colors = { PENDING: 'primary', REDEEMED: 'success', REVOKED: 'default' } as const

export const VoucherStatusField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext<Voucher>()
  const translate = useTranslate()
  if (!record) return null
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[record.status]}
      label={translate(`spinroom.enums.voucherStatuses.${record.status}`)}
    />
  )
}
