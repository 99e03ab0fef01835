import { Chip } from '@mui/material'
import ClearAllIcon from '@mui/icons-material/ClearAll'
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  ReferenceField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar
} from 'react-admin'
import { phoneValidationStatuses, routes, type PhoneValidation } from '@spinroom/schemas'
import { ConfirmedCallButton } from '../../../actions/ConfirmedCallButton.tsx'
import { FraudConstantsCard } from './FraudConstantsCard.tsx'

const none = '—'
const colors = { VALID: 'success', VOIP: 'warning', INVALID: 'error', VALIDATION_ERROR: 'default' } as const
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={phoneValidationStatuses.map((id) => ({ id, name: id }))}
  />
]

const Actions = () => (
  <TopToolbar>
    <ConfirmedCallButton
      name={() => ''}
      route={routes.accounts.clearPhoneValidations}
      call={(_r, p) => p.call(routes.accounts.clearPhoneValidations)}
      label="spinroom.phones.clear"
      confirmTitle="spinroom.phones.clear_title"
      confirmContent="spinroom.phones.clear_content"
      done="spinroom.phones.cleared"
      icon={<ClearAllIcon />}
      color="warning"
    />
  </TopToolbar>
)

/** Recent phone validations, with the fraud thresholds in force beside them. */
export const PhoneValidationList = () => (
  <List
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    actions={<Actions />}
    aside={<FraudConstantsCard />}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="phone" sx={{ fontFamily: 'monospace' }} />
      <FunctionField<PhoneValidation>
        source="status"
        render={(r) => <Chip size="small" variant="outlined" color={colors[r.status]} label={r.status} />}
      />
      <TextField source="type" emptyText={none} />
      <TextField source="country" emptyText={none} />
      <ReferenceField source="callerUuid" reference="users" link="show" emptyText={none} />
      <DateField source="createdAt" showTime />
    </Datagrid>
  </List>
)
