import { DateField, NumberField, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin'
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
      <ReferenceField source="userUuid" reference="users" link="show">
        <TextField source="nickname" />
      </ReferenceField>
      <NumberField source="balance" />
      <TokenAccountStatusField source="status" />
      <NumberField source="version" />
      <DateField source="createdAt" showTime />
      <DateField source="updatedAt" showTime />
      <AccountTransactions />
    </SimpleShowLayout>
  </Show>
)
