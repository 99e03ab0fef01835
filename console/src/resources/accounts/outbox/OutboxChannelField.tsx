import { Chip } from '@mui/material'
import MailIcon from '@mui/icons-material/Mail'
import SmsIcon from '@mui/icons-material/Sms'
import { useRecordContext, useTranslate } from 'react-admin'
import type { OutboxMessage } from '@spinroom/schemas'

/** E-mail or SMS, as a chip with its icon. */
export const OutboxChannelField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext<OutboxMessage>()
  const translate = useTranslate()
  if (!record) return null
  const icon = record.channel === 'sms' ? <SmsIcon /> : <MailIcon />
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={icon}
      label={translate(`spinroom.enums.outboxChannels.${record.channel}`, { _: record.channel })}
    />
  )
}
