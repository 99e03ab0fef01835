import { useState } from 'react'
import { MenuItem, Stack, TextField as Input, Typography } from '@mui/material'
import { Datagrid, DateField, NumberField, Pagination, ReferenceManyField, useTranslate } from 'react-admin'
import { tokenTransactionTypes } from '@spinroom/schemas'
import { EnumField, useEnumWords } from '../../shared/EnumField.tsx'
import { TransactionSourceField } from '../../shared/TransactionSourceField.tsx'
import { HoldField, TransactionReasonField } from '../../shared/TransactionReasonField.tsx'

/** The shown account's transactions, newest first, narrowed to one type if chosen. */
export const AccountTransactions = () => {
  const translate = useTranslate()
  const words = useEnumWords()
  const [type, setType] = useState('')
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6">{translate('spinroom.tokens.transactions')}</Typography>
        <Input
          select
          size="small"
          name="type"
          label={translate('resources.token-transactions.fields.type')}
          value={type}
          onChange={(e) => setType(e.target.value)}
          fullWidth={false}
          sx={{ width: 200 }}
        >
          <MenuItem value="">{translate('spinroom.tokens.all_types')}</MenuItem>
          {tokenTransactionTypes.map((t) => (
            <MenuItem key={t} value={t}>
              {words('tokenTransactionTypes', t)}
            </MenuItem>
          ))}
        </Input>
      </Stack>
      <ReferenceManyField
        reference="token-transactions"
        target="accountId"
        filter={type ? { type } : {}}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination />}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography variant="body2">{translate('spinroom.tokens.no_transactions')}</Typography>}
        >
          <DateField source="createdAt" showTime />
          <EnumField source="type" name="tokenTransactionTypes" variant="text" />
          <NumberField source="amount" />
          <TransactionReasonField source="reason" sortable={false} />
          <TransactionSourceField source="source" />
          <HoldField source="holdId" sortable={false} />
        </Datagrid>
      </ReferenceManyField>
    </Stack>
  )
}
