import {
  CreateButton,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  List,
  SearchInput,
  TextField,
  TopToolbar
} from 'react-admin'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'

const none = '—'
const filters = [<SearchInput key="q" source="q" alwaysOn />]

/** Numbers that may sign in by phone even though validation would refuse them (test lines, VoIP numbers of staff). */
export const PhoneNumberList = () => (
  <List
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="phone" sx={{ fontFamily: 'monospace' }} />
      <TextField source="note" emptyText={none} />
      <UserReferenceField source="createdBy" />
      <DateField source="createdAt" showTime />
      <DeleteWithConfirmButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
)
