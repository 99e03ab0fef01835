import { Typography } from '@mui/material'
import { RecordContextProvider, useRecordContext, useTranslate } from 'react-admin'
import type { TokenTransaction, User } from '@spinroom/schemas'
import { Linked, NamedReference, ReferenceBase, UnknownReference } from './NamedReference.tsx'

// A user who writes to someone else's ledger from the console is an administrator; on their own, the owner.
const ByUser = ({ admin }: { admin: boolean }) => {
  const user = useRecordContext<User>()
  const translate = useTranslate()
  if (!user) return null
  const key = admin || user.roles?.includes('admin') ? 'spinroom.sources.admin' : 'spinroom.sources.user'
  return (
    <Linked>
      <Typography component="span" variant="body2">
        {translate(key, { name: user.nickname })}
      </Typography>
    </Linked>
  )
}

const ByKey = () => {
  const key = useRecordContext<{ name: string }>()
  const translate = useTranslate()
  return key ? <span>{translate('spinroom.sources.service', { name: key.name })}</span> : null
}

/** Who wrote a transaction, in words: "by admin (nickname)", "service key (name)", "system (what)". */
export const TransactionSourceField = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const transaction = useRecordContext<TokenTransaction>()
  const translate = useTranslate()
  if (!transaction) return null
  const [kind = '', ...rest] = transaction.source.split(':')
  const id = rest.join(':')
  const unknown = translate('spinroom.sources.unknown', { source: transaction.source })
  if (kind === 'user' || kind === 'admin')
    return (
      <RecordContextProvider value={{ id: transaction.id, who: id }}>
        <ReferenceBase
          source="who"
          reference="users"
          link="show"
          empty={unknown}
          unknown={<UnknownReference text="spinroom.references.unknown_user" />}
        >
          <ByUser admin={kind === 'admin'} />
        </ReferenceBase>
      </RecordContextProvider>
    )
  if (kind === 'service')
    return (
      <RecordContextProvider value={{ id: transaction.id, key: id }}>
        <NamedReference source="key" reference="api-keys" unknown="spinroom.sources.unknown_key">
          <ByKey />
        </NamedReference>
      </RecordContextProvider>
    )
  if (kind === 'system') return <span>{translate('spinroom.sources.system', { what: id })}</span>
  return <span>{unknown}</span>
}
