import { TextField } from 'react-admin'
import { NamedReference, type ReferenceProps } from './NamedReference.tsx'

/** A season id shown as the season's name, linking to it. */
export const SeasonReferenceField = ({ link = 'edit', ...props }: ReferenceProps) => (
  <NamedReference {...props} link={link} reference="seasons" unknown="spinroom.references.unknown_season">
    <TextField source="seasonName" variant="body2" />
  </NamedReference>
)
