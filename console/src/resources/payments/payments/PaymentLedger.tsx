import { Alert, Stack, Typography } from '@mui/material'
import { Datagrid, DateField, ListBase, NumberField, TextField, useRecordContext, useTranslate } from 'react-admin'
import type { Payment } from '@spinroom/schemas'
import { EnumField } from '../../shared/EnumField.tsx'
import { TokenAccountReferenceField } from '../../shared/TokenAccountReferenceField.tsx'

/** The ledger entries a payment wrote (its credit, and what a refund took back), and any shortfall said plainly. */
export const PaymentLedger = () => {
  const payment = useRecordContext<Payment>()
  const translate = useTranslate()
  if (!payment) return null
  return (
    <Stack spacing={1} sx={{ py: 1 }}>
      {payment.tokensShortfall > 0 && (
        <Alert severity="warning">
          {translate('spinroom.payments.shortfall', { count: payment.tokensShortfall, tokens: payment.tokens })}
        </Alert>
      )}
      <Typography variant="subtitle2">{translate('spinroom.payments.ledger')}</Typography>
      <ListBase
        resource="token-transactions"
        filter={{ source: `system:payment:${payment.id}` }}
        sort={{ field: 'createdAt', order: 'ASC' }}
        perPage={20}
        disableSyncWithLocation
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<span>{translate('spinroom.payments.no_ledger')}</span>}
        >
          <DateField source="createdAt" showTime sortable={false} />
          <TokenAccountReferenceField source="accountId" sortable={false} />
          <EnumField source="type" name="tokenTransactionTypes" variant="text" sortable={false} />
          <NumberField source="amount" sortable={false} />
          <TextField source="reason" sortable={false} />
        </Datagrid>
      </ListBase>
    </Stack>
  )
}
