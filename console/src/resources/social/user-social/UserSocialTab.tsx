import { useMemo } from 'react'
import { Box } from '@mui/material'
import { useRecordContext, useTranslate } from 'react-admin'
import { routes, type User } from '@spinroom/schemas'
import { useCanCall } from '../../../auth/access.ts'
import { ContactBookSection } from './ContactBookSection.tsx'
import { PeopleSection, type PeopleLoader } from './PeopleSection.tsx'
import { socialLoaders } from './loaders.ts'

/** Translates the note a loader gives (a key) in place. */
const translated =
  (load: PeopleLoader, translate: (key: string) => string): PeopleLoader =>
  async (take, skip) => {
    const page = await load(take, skip)
    return {
      ...page,
      people: page.people.map((p) => ({ ...p, note: typeof p.note === 'string' ? translate(p.note) : p.note }))
    }
  }

/** A user's fans, follows, friends, invitations, blocks and contact book, by name. */
export const UserSocialTab = () => {
  const user = useRecordContext<User>()
  const translate = useTranslate()
  const admin = useCanCall(routes.social.getContactBookAdmin)
  const loaders = useMemo(() => (user ? socialLoaders(String(user.id)) : null), [user])
  const invitations = useMemo(() => loaders && translated(loaders.invitations, translate), [loaders, translate])
  if (!user || !loaders || !invitations) return null
  return (
    <Box data-testid="user-social">
      <PeopleSection title="spinroom.social.fans" testId="user-fans" load={loaders.fans} />
      <PeopleSection title="spinroom.social.follows" testId="user-follows" load={loaders.follows} />
      <PeopleSection title="spinroom.social.friends" testId="user-friends" load={loaders.friends} />
      {admin && (
        <>
          <PeopleSection title="spinroom.social.invitations" testId="user-invitations" load={invitations} />
          <PeopleSection title="spinroom.social.blocks" testId="user-blocks" load={loaders.blocks} />
          <ContactBookSection userId={String(user.id)} />
        </>
      )}
    </Box>
  )
}
