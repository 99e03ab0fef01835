import { Chip } from '@mui/material'
import {
  Datagrid,
  DateField,
  List,
  NumberField,
  ReferenceField,
  SelectInput,
  TextField,
  useRecordContext,
  useTranslate
} from 'react-admin'
import type { Payment } from '@spinroom/schemas'
import { EnumField } from '../../shared/EnumField.tsx'
import { enumChoices } from '../../shared/enums.ts'
import { UserFilterInput } from '../../shared/FilterInputs.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'
import { TokenAccountReferenceField } from '../../shared/TokenAccountReferenceField.tsx'
import { PriceField } from '../products/price.tsx'
import { PaymentLedger } from './PaymentLedger.tsx'

const none = '—'
const filters = [
  <UserFilterInput key="userUuid" source="userUuid" alwaysOn />,
  <SelectInput key="status" source="status" choices={enumChoices('paymentStatuses')} alwaysOn />,
  <SelectInput key="provider" source="provider" choices={enumChoices('paymentProviders')} />
]

/** Tokens a refund could not take back because the buyer had spent them, flagged. */
const Shortfall = (_props: { source: 'tokensShortfall'; sortable?: boolean }) => {
  const translate = useTranslate()
  const payment = useRecordContext<Payment>()
  if (!payment) return null
  if (!payment.tokensShortfall) return <>{none}</>
  const label = translate('spinroom.payments.spent', { count: payment.tokensShortfall })
  return <Chip size="small" color="warning" label={label} />
}

/** Payments, newest first; a row opens onto the ledger entries it wrote. */
export const PaymentList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <Datagrid rowClick="expand" expand={<PaymentLedger />} bulkActionButtons={false}>
      <DateField source="createdAt" showTime />
      <UserReferenceField source="userUuid" sortable={false} />
      <ReferenceField source="productId" reference="products" emptyText={none} link={false} sortable={false} />
      <PriceField source="amount" sortable={false} />
      <EnumField source="status" name="paymentStatuses" />
      <EnumField source="provider" name="paymentProviders" variant="text" />
      <NumberField source="tokens" sortable={false} />
      <NumberField source="tokensReclaimed" sortable={false} />
      <Shortfall source="tokensShortfall" sortable={false} />
      <TokenAccountReferenceField source="accountId" emptyText={none} sortable={false} />
      <TextField source="providerPaymentId" sortable={false} />
    </Datagrid>
  </List>
)
