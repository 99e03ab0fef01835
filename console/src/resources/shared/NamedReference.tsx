import type { ReactNode } from 'react'
import { Typography } from '@mui/material'
import {
  Link,
  RecordContextProvider,
  ReferenceFieldContextProvider,
  ResourceContextProvider,
  useFieldValue,
  useReferenceFieldContext,
  useReferenceFieldController,
  useTranslate,
  type LinkToType
} from 'react-admin'

export interface ReferenceProps {
  source: string
  label?: string
  sortable?: boolean
  /** Where the name links to: the record's show page by default. */
  link?: LinkToType
  /** Shown when the record points at nothing. */
  emptyText?: string
}

/** A short grey text for a reference that cannot be read (gone, or hidden from the caller). */
export const UnknownReference = ({ text }: { text: string }) => {
  const translate = useTranslate()
  return (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
      {translate(text)}
    </Typography>
  )
}

/** Its children linked to the reference's page, when the reference field has a link. */
export const Linked = ({ children }: { children: ReactNode }) => {
  const { link } = useReferenceFieldContext()
  if (!link) return <>{children}</>
  return (
    <Link to={link} underline="hover" onClick={(event: { stopPropagation: () => void }) => event.stopPropagation()}>
      {children}
    </Link>
  )
}

interface ReferenceBaseProps {
  source: string
  reference: string
  link?: LinkToType
  /** What an empty id shows. */
  empty: ReactNode
  /** What a reference that cannot be read shows. */
  unknown: ReactNode
  children: ReactNode
}

/** The referenced record as the children's record context; no error icon, no endless retries. */
export const ReferenceBase = ({ source, reference, link = false, empty, unknown, children }: ReferenceBaseProps) => {
  const id = useFieldValue({ source })
  const controller = useReferenceFieldController({ source, reference, link, queryOptions: { retry: false } })
  if (id == null || id === '') return <>{empty}</>
  if (controller.isPending) return null
  if (controller.error || !controller.referenceRecord) return <>{unknown}</>
  return (
    <ResourceContextProvider value={reference}>
      <ReferenceFieldContextProvider value={controller}>
        <RecordContextProvider value={controller.referenceRecord}>{children}</RecordContextProvider>
      </ReferenceFieldContextProvider>
    </ResourceContextProvider>
  )
}

/** A reference by id shown as its name (the children), linked; words, not an error, when it cannot be read. */
export const NamedReference = ({
  source,
  reference,
  link = 'show',
  emptyText = 'spinroom.empty_value',
  unknown,
  children
}: ReferenceProps & { reference: string; unknown: string; children: ReactNode }) => {
  const translate = useTranslate()
  return (
    <ReferenceBase
      source={source}
      reference={reference}
      link={link}
      empty={<span>{translate(emptyText, { _: emptyText })}</span>}
      unknown={<UnknownReference text={unknown} />}
    >
      <Linked>{children}</Linked>
    </ReferenceBase>
  )
}
