import ClearAllIcon from '@mui/icons-material/ClearAll'
import { Datagrid, DateField, List, SearchInput, SelectInput, TextField, TopToolbar } from 'react-admin'
import { routes, type PhoneValidation } from '@spinroom/schemas'
import { ConfirmedCallButton } from '../../../actions/ConfirmedCallButton.tsx'
import { FraudConstantsCard } from './FraudConstantsCard.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'
import { EnumField } from '../../shared/EnumField.tsx'
import { enumChoices } from '../../shared/enums.ts'

const none = '—'
const colors = { VALID: 'success', VOIP: 'warning', INVALID: 'error', VALIDATION_ERROR: 'default' } as const
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" alwaysOn choices={enumChoices('phoneValidationStatuses')} />
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
      <EnumField
        source="status"
        name="phoneValidationStatuses"
        color={(status) => colors[status as PhoneValidation['status']]}
      />
      <TextField source="type" emptyText={none} />
      <TextField source="country" emptyText={none} />
      <UserReferenceField source="callerUuid" />
      <DateField source="createdAt" showTime />
    </Datagrid>
  </List>
)
