import type { ReactElement, ReactNode } from 'react'
import { CreateButton, Datagrid, List, TopToolbar, useResourceContext, type DatagridProps } from 'react-admin'
import { canOpen, registry } from '../registry.ts'

interface CreatableListProps {
  filters?: ReactElement[]
  sort?: { field: string; order: 'ASC' | 'DESC' }
  /** What a click on a row opens (default: its edit form, nothing for a caller who may not edit). */
  rowClick?: DatagridProps['rowClick']
  /** Buttons before Create. */
  actions?: ReactNode
  children: ReactNode
}

/**
 * The list of an entity the console creates: 25 a page, a Create button for the callers whose role may create it,
 * rows that open the edit form for those who may edit it.
 */
export function CreatableList({ filters, sort, rowClick = 'edit', actions, children }: CreatableListProps) {
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
      </Datagrid>
    </List>
  )
}
