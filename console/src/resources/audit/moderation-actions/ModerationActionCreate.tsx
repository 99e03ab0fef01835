import { Create } from 'react-admin'
import { ModerationActionForm } from './ModerationActionForm.tsx'

// An empty choice means "me": the API records the writer as the moderator when moderatorUuid is left out.
const transform = ({ moderatorUuid, ...data }: Record<string, unknown>) =>
  moderatorUuid ? { ...data, moderatorUuid } : data

export const ModerationActionCreate = () => (
  <Create redirect="list" transform={transform}>
    <ModerationActionForm />
  </Create>
)
