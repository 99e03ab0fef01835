import { Datagrid, DateField, DateTimeInput, List, SelectInput } from 'react-admin'
import { enumChoices } from '../../shared/enums.ts'
import { instant } from '../instant.ts'
import { EnumField } from '../../shared/EnumField.tsx'
import { UserFilterInput } from '../../shared/FilterInputs.tsx'
import { AuditCallerField } from './AuditCallerField.tsx'
import { AuditDeviceField, AuditRecordField } from './AuditRecordField.tsx'
import { auditEventExporter } from './exporter.ts'

// Sent inside `filter`: {"userUuid":"…","topic":"pageView","createdAt_gte":"…","createdAt_lte":"…"}.
const filters = [
  <UserFilterInput key="userUuid" source="userUuid" alwaysOn />,
  <SelectInput key="topic" source="topic" alwaysOn choices={enumChoices('auditTopics')} />,
  <DateTimeInput key="createdAt_gte" source="createdAt_gte" alwaysOn parse={instant} />,
  <DateTimeInput key="createdAt_lte" source="createdAt_lte" alwaysOn parse={instant} />
]

/** The audit explorer: recorded events newest first, by caller, topic and time; exported as CSV with names. */
export const AuditEventList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={auditEventExporter}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <DateField source="createdAt" showTime />
      <EnumField source="topic" name="auditTopics" />
      <AuditCallerField source="userUuid" sortable={false} />
      <AuditDeviceField label="resources.audit-events.fields.device" sortable={false} />
      <AuditRecordField label="resources.audit-events.fields.record" sortable={false} />
    </Datagrid>
  </List>
)
