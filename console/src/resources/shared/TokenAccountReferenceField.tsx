import { useTranslate } from 'react-admin'
import { NamedReference, ReferenceBase, UnknownReference, type ReferenceProps } from './NamedReference.tsx'
import { UserName } from './UserReferenceField.tsx'

const OwnerName = () => {
  const translate = useTranslate()
  return (
    <ReferenceBase
      source="userUuid"
      reference="users"
      unknown={<UnknownReference text="spinroom.references.unknown_user" />}
      empty={<span>{translate('spinroom.references.unknown_user')}</span>}
    >
      <UserName />
    </ReferenceBase>
  )
}

/** A token account id shown as its owner (avatar and nickname), linking to the account. */
export const TokenAccountReferenceField = (props: ReferenceProps) => (
  <NamedReference {...props} reference="token-accounts" unknown="spinroom.references.unknown_account">
    <OwnerName />
  </NamedReference>
)
