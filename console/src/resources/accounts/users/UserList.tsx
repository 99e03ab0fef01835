import { useMediaQuery, type Theme } from '@mui/material'
import { Datagrid, DateField, List, SearchInput, SelectInput, SimpleList, TextField } from 'react-admin'
import type { User } from '@spinroom/schemas'
import { UserStatusField } from './UserStatusField.tsx'
import { filtersTaken } from '../../registry.ts'
import { EnumField, useEnumWords } from '../../shared/EnumField.tsx'
import { enumChoices } from '../../shared/enums.ts'

// Sent inside `filter`: {"q":"ana"}, {"status":"banned"}, {"roles":"admin"}, {"badges":"VERIFIED"}.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={enumChoices('userStatuses')} alwaysOn />,
  <SelectInput key="roles" source="roles" label="spinroom.filters.role" choices={enumChoices('userRoles')} alwaysOn />,
  <SelectInput key="badges" source="badges" label="spinroom.filters.badge" choices={enumChoices('badges')} alwaysOn />
]

export const UserList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'))
  const words = useEnumWords()
  return (
    <List filters={filtersTaken('users', filters)} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {small ? (
        <SimpleList<User>
          linkType="show"
          primaryText={(record) => record.nickname}
          secondaryText={(record) => record.email ?? ''}
          tertiaryText={(record) => words('userStatuses', record.status)}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="nickname" />
          <TextField source="email" emptyText="—" />
          <EnumField source="roles" name="userRoles" sortable={false} />
          <EnumField source="badges" name="badges" sortable={false} />
          <UserStatusField source="status" />
          <DateField source="createdAt" showTime />
        </Datagrid>
      )}
    </List>
  )
}
