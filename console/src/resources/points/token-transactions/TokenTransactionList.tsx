import { Datagrid, DateField, List, NumberField, SelectInput } from 'react-admin'
import { EnumField } from '../../shared/EnumField.tsx'
import { enumChoices } from '../../shared/enums.ts'
import { TokenAccountReferenceField } from '../../shared/TokenAccountReferenceField.tsx'
import { TransactionSourceField } from '../../shared/TransactionSourceField.tsx'
import { HoldField, TransactionReasonField } from '../../shared/TransactionReasonField.tsx'
import { TokenAccountFilterInput } from '../../shared/TokenAccountFilterInput.tsx'

const filters = [
  <SelectInput key="type" source="type" choices={enumChoices('tokenTransactionTypes')} alwaysOn />,
  <TokenAccountFilterInput key="accountId" source="accountId" alwaysOn />
]

export const TokenTransactionList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <DateField source="createdAt" showTime />
      <TokenAccountReferenceField source="accountId" sortable={false} />
      <EnumField source="type" name="tokenTransactionTypes" variant="text" />
      <NumberField source="amount" />
      <TransactionReasonField source="reason" sortable={false} />
      <TransactionSourceField source="source" sortable={false} />
      <HoldField source="holdId" sortable={false} />
    </Datagrid>
  </List>
)
