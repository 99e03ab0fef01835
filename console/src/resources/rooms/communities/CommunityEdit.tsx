import { Edit } from 'react-admin'
import { CommunityForm } from './CommunityForm.tsx'
import { CommunityMembers } from './CommunityMembers.tsx'
import { CommunityRooms } from './CommunityRooms.tsx'

/** The community's fields, then its members and its rooms, each changed at once through its own endpoint. */
export const CommunityEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false}>
    <CommunityForm />
    <CommunityMembers />
    <CommunityRooms />
  </Edit>
)
