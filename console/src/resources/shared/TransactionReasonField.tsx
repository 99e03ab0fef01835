import { Typography } from '@mui/material'
import { DateField, RecordContextProvider, useRecordContext, useTranslate } from 'react-admin'
import { isUuid, type Consumable, type TokenTransaction } from '@spinroom/schemas'
import { NamedReference, ReferenceBase } from './NamedReference.tsx'

const none = '—'

const ConsumableName = () => {
  const consumable = useRecordContext<Consumable>()
  const translate = useTranslate()
  return consumable ? <span>{translate('spinroom.tokens.bought', { name: consumable.name })}</span> : null
}

/** Why a transaction was written: a purchase's "consumable <id>" as the consumable's name, linked; else the text. */
export const TransactionReasonField = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const transaction = useRecordContext<TokenTransaction>()
  if (!transaction) return null
  const [word, id] = (transaction.reason ?? '').split(' ')
  if (word === 'consumable' && id && isUuid(id))
    return (
      <RecordContextProvider value={{ id: transaction.id, consumableId: id }}>
        <NamedReference source="consumableId" reference="consumables" unknown="spinroom.tokens.unknown_consumable">
          <ConsumableName />
        </NamedReference>
      </RecordContextProvider>
    )
  return (
    <Typography component="span" variant="body2">
      {transaction.reason ?? none}
    </Typography>
  )
}

const HoldWords = () => {
  const hold = useRecordContext<TokenTransaction>()
  const translate = useTranslate()
  if (!hold) return null
  return (
    <Typography component="span" variant="body2" title={hold.id}>
      {translate('spinroom.tokens.held', { amount: hold.amount })} · <DateField source="createdAt" showTime />
    </Typography>
  )
}

/** The hold a commit or void settles, as its amount and time rather than its id. */
export const HoldField = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const transaction = useRecordContext<TokenTransaction>()
  if (!transaction) return null
  return (
    <ReferenceBase source="holdId" reference="token-transactions" empty={<span>{none}</span>} unknown={none}>
      <HoldWords />
    </ReferenceBase>
  )
}
