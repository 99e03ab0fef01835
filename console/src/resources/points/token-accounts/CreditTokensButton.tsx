import { useState } from 'react'
import { Stack, TextField } from '@mui/material'
import AddCardIcon from '@mui/icons-material/AddCard'
import { useTranslate } from 'react-admin'
import { routes, type TokenAccount } from '@spinroom/schemas'
import { ConfirmedCallButton } from '../../../actions/ConfirmedCallButton.tsx'
import { useOwnerName } from './useOwnerName.ts'

/** Credits the shown account; one idempotency key per dialog, so a repeated click credits once. */
export const CreditTokensButton = () => {
  const translate = useTranslate()
  const ownerName = useOwnerName()
  const [amount, setAmount] = useState('100')
  const [reason, setReason] = useState('')
  const [key, setKey] = useState(() => crypto.randomUUID())
  const reset = () => {
    setAmount('100')
    setReason('')
    setKey(crypto.randomUUID())
  }
  return (
    <ConfirmedCallButton<TokenAccount>
      name={ownerName}
      route={routes.points.createTokenTransaction}
      call={(account, p) =>
        p.call(routes.points.createTokenTransaction, {
          body: {
            accountId: account.id,
            type: 'credit',
            amount: Number(amount),
            reason: reason.trim() || undefined,
            idempotencyKey: key
          }
        })
      }
      label="spinroom.tokens.credit"
      confirmTitle="spinroom.tokens.credit_title"
      confirmContent={
        <Stack spacing={2} sx={{ pt: 1, minWidth: 320 }}>
          <TextField
            type="number"
            name="amount"
            label={translate('spinroom.tokens.amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
          <TextField
            name="reason"
            label={translate('spinroom.tokens.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Stack>
      }
      done="spinroom.tokens.credited"
      args={{ amount }}
      icon={<AddCardIcon />}
      disabled={(account) => account.status !== 'active'}
      onClose={reset}
    />
  )
}
