import { Datagrid, DateField, FunctionField, List, NumberField, SearchInput } from 'react-admin'
import type { Dj } from '@spinroom/schemas'
import { UserLink } from '../../shared/UserReferenceField.tsx'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

/** Users someone follows, most fans first. */
export const DjList = () => (
  <List filters={filters} sort={{ field: 'fanCount', order: 'DESC' }} perPage={25}>
    <Datagrid bulkActionButtons={false} rowClick="show" data-testid="dj-list">
      <FunctionField<Dj> source="nickname" render={(dj) => <UserLink user={dj} />} />
      <NumberField source="fanCount" />
      <DateField source="lastFanAt" showTime emptyText="—" />
    </Datagrid>
  </List>
)
