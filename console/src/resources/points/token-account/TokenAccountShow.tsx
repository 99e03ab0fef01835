import { DateField, NumberField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'
import { CreditTokensButton } from './CreditTokensButton.tsx'
import { AccountStatusButton } from './AccountStatusButton.tsx'
import { AccountTransactions } from './AccountTransactions.tsx'
import { TokenAccountStatusField } from './TokenAccountStatusField.tsx'

const Actions = () => (
  <TopToolbar>
    <CreditTokensButton />
    <AccountStatusButton status="disabled" />
    <AccountStatusButton status="active" />
  </TopToolbar>
)

/** One account: its owner, balance and status, then its history. */
export const TokenAccountShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="id" />
      <UserReferenceField source="userUuid" />
      <NumberField source="balance" />
      <TokenAccountStatusField source="status" />
      <NumberField source="version" />
      <DateField source="createdAt" showTime />
      <DateField source="updatedAt" showTime />
      <AccountTransactions />
    </SimpleShowLayout>
  </Show>
)
