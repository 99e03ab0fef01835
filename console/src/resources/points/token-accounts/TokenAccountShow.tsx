import {
  DateField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate
} from 'react-admin'
import type { TokenAccount } from '@spinroom/schemas'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'
import { useOwnerName } from './useOwnerName.ts'
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
const AccountTitle = () => {
  const translate = useTranslate()
  const account = useRecordContext<TokenAccount>()
  const ownerName = useOwnerName()
  return account ? <>{translate('spinroom.tokens.title', { name: ownerName(account) })}</> : null
}

export const TokenAccountShow = () => (
  <Show actions={<Actions />} title={<AccountTitle />}>
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
