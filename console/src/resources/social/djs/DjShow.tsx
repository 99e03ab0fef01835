import { useMemo } from 'react'
import { DateField, FunctionField, NumberField, Show, SimpleShowLayout, useRecordContext } from 'react-admin'
import type { Dj } from '@spinroom/schemas'
import { UserLink } from '../../shared/UserReferenceField.tsx'
import { PeopleSection } from '../user-social/PeopleSection.tsx'
import { socialLoaders } from '../user-social/loaders.ts'

const Fans = () => {
  const dj = useRecordContext<Dj>()
  const load = useMemo(() => (dj ? socialLoaders(String(dj.id)).fans : null), [dj])
  return load && <PeopleSection title="spinroom.social.fans" testId="dj-fans" load={load} />
}

/** A DJ: fan count and their fans, by name. */
export const DjShow = () => (
  <Show>
    <SimpleShowLayout>
      <FunctionField<Dj> source="nickname" render={(dj) => <UserLink user={dj} />} />
      <NumberField source="fanCount" />
      <DateField source="lastFanAt" showTime emptyText="—" />
      <Fans />
    </SimpleShowLayout>
  </Show>
)
