import { useMediaQuery, type Theme } from '@mui/material'
import {
  Datagrid,
  DateField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextArrayField,
  TextField,
  useTranslate
} from 'react-admin'
import { badges, userRoles, userStatuses, type User } from '@spinroom/schemas'
import { UserStatusField } from './UserStatusField.tsx'
import { listTakesFilter } from '../../registry.ts'

const choices = (values: readonly string[], prefix: string) => values.map((id) => ({ id, name: `${prefix}.${id}` }))

// Sent inside `filter`: {"q":"ana"}, {"status":"banned"}, {"roles":"admin"}, {"badges":"VERIFIED"}.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choices(userStatuses, 'spinroom.statuses')} alwaysOn />,
  <SelectInput
    key="roles"
    source="roles"
    label="spinroom.filters.role"
    choices={choices(userRoles, 'spinroom.roles')}
    alwaysOn
  />,
  <SelectInput
    key="badges"
    source="badges"
    label="spinroom.filters.badge"
    choices={badges.map((id) => ({ id, name: id }))}
    alwaysOn
  />
]

export const UserList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'))
  const translate = useTranslate()
  return (
    <List
      filters={filters.filter((filter) => listTakesFilter('users', String(filter.key)))}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      {small ? (
        <SimpleList<User>
          linkType="show"
          primaryText={(record) => record.nickname}
          secondaryText={(record) => record.email ?? ''}
          tertiaryText={(record) => translate(`spinroom.statuses.${record.status}`, { _: record.status })}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="nickname" />
          <TextField source="email" emptyText="—" />
          <TextArrayField source="roles" sortable={false} />
          <TextArrayField source="badges" sortable={false} color="primary" variant="outlined" />
          <UserStatusField source="status" />
          <DateField source="createdAt" showTime />
        </Datagrid>
      )}
    </List>
  )
}
