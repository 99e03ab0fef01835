import { TextField } from 'react-admin'
import { NamedReference, type ReferenceProps } from './NamedReference.tsx'

/** An event id shown as the event's name, linking to it. */
export const EventReferenceField = ({ link = 'edit', ...props }: ReferenceProps) => (
  <NamedReference {...props} link={link} reference="events" unknown="spinroom.references.unknown_event">
    <TextField source="name" variant="body2" />
  </NamedReference>
)
