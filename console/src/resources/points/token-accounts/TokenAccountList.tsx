import { Datagrid, DateField, List, NumberField, SelectInput, TopToolbar } from 'react-admin'
import { enumChoices } from '../../shared/enums.ts'
import { UserFilterInput } from '../../shared/FilterInputs.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'
import { TokenAccountStatusField } from './TokenAccountStatusField.tsx'
import { OpenTokenAccountButton } from './OpenTokenAccountButton.tsx'

const filters = [
  <UserFilterInput key="userUuid" source="userUuid" alwaysOn />,
  <SelectInput key="status" source="status" choices={enumChoices('tokenAccountStatuses')} alwaysOn />
]

const Actions = () => (
  <TopToolbar>
    <OpenTokenAccountButton />
  </TopToolbar>
)

export const TokenAccountList = () => (
  <List filters={filters} actions={<Actions />} sort={{ field: 'updatedAt', order: 'DESC' }} perPage={25}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <UserReferenceField source="userUuid" sortable={false} />
      <NumberField source="balance" />
      <TokenAccountStatusField source="status" />
      <DateField source="updatedAt" showTime />
    </Datagrid>
  </List>
)
