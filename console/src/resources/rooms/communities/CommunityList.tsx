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
import { BulkCreateButton } from './BulkCreateButton.tsx'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

export const CommunityList = () => (
  <List
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    actions={
      <TopToolbar>
        <BulkCreateButton />
        <CreateButton />
      </TopToolbar>
    }
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="slug" />
      <TextField source="description" emptyText="—" />
      <DateField source="createdAt" />
      <DeleteWithConfirmButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
)
