import type { ReactElement, ReactNode } from 'react'
import {
  CreateButton,
  Datagrid,
  DeleteWithConfirmButton,
  List,
  TopToolbar,
  useResourceContext,
  type DatagridProps
} from 'react-admin'
import { canOpen, registry } from '../registry.ts'

interface CreatableListProps {
  filters?: ReactElement[]
  sort?: { field: string; order: 'ASC' | 'DESC' }
  /** What a click on a row opens (default: its edit form, nothing for a caller who may not edit). */
  rowClick?: DatagridProps['rowClick']
  /** Buttons before Create. */
  actions?: ReactNode
  /** Each row ends with a Delete button (asking first), for callers whose role may delete. */
  deletable?: boolean
  children: ReactNode
}

/**
 * The list of an entity the console creates: 25 a page, and each of Create, a row's edit form and Delete offered only
 * to the callers whose role may call its route.
 */
export function CreatableList({ filters, sort, rowClick = 'edit', actions, deletable, children }: CreatableListProps) {
  const resource = useResourceContext()
  const entry = resource ? registry[resource] : undefined
  const may = (action: string) => !!entry && canOpen(entry, action)
  const click = rowClick === 'edit' && !may('edit') ? false : rowClick
  return (
    <List
      filters={filters}
      sort={sort}
      perPage={25}
      actions={
        <TopToolbar>
          {actions}
          {may('create') && <CreateButton />}
        </TopToolbar>
      }
    >
      <Datagrid rowClick={click} bulkActionButtons={false}>
        {children}
        {deletable && may('delete') && <DeleteWithConfirmButton mutationMode="pessimistic" />}
      </Datagrid>
    </List>
  )
}
