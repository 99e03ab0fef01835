import { Edit } from 'react-admin'
import { ModerationActionForm } from './ModerationActionForm.tsx'
import { ModerationActionTitle } from './ModerationActionTitle.tsx'

/** Replaces the record (PUT): the caller becomes its writer; administrators may delete it. */
export const ModerationActionEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" title={<ModerationActionTitle />}>
    <ModerationActionForm />
  </Edit>
)
