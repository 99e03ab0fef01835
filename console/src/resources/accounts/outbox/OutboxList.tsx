import { Box } from '@mui/material'
import { Datagrid, DateField, List, SearchInput, SelectInput, TextField, useRecordContext } from 'react-admin'
import type { OutboxMessage } from '@spinroom/schemas'
import { OutboxChannelField } from './OutboxChannelField.tsx'
import { enumChoices } from '../../shared/enums.ts'

// Sent inside `filter`: {"q":"ana"} searches `to` and `subject`; {"channel":"sms"}.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="channel" source="channel" alwaysOn choices={enumChoices('outboxChannels')} />
]

/** The message as it was sent: plain text, line breaks kept. */
const OutboxBody = () => {
  const record = useRecordContext<OutboxMessage>()
  if (!record) return null
  return (
    <Box
      component="pre"
      data-testid="outbox-body"
      sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 2, borderRadius: 1, m: 0 }}
    >
      {record.body}
    </Box>
  )
}

/** What the local mail and SMS drivers kept instead of delivering, newest first; a row opens on its body. */
export const OutboxList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <Datagrid bulkActionButtons={false} rowClick="expand" expand={<OutboxBody />}>
      <OutboxChannelField source="channel" />
      <TextField source="to" />
      <TextField source="subject" emptyText="—" />
      <DateField source="createdAt" showTime />
    </Datagrid>
  </List>
)
