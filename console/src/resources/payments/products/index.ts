import { createElement } from 'react'
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart'
import { Create, Edit } from 'react-admin'
import type { Product } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { ProductForm, ProductList } from './ProductViews.tsx'

const form = (recurring: boolean) => createElement(ProductForm, { recurring })
export const productCreate = (recurring: boolean) => () => createElement(Create, { redirect: 'list' }, form(recurring))
export const productEdit = (recurring: boolean) => () =>
  createElement(Edit, { mutationMode: 'pessimistic', redirect: 'list' }, form(recurring))

const product: ResourceViews = {
  list: ProductList,
  create: productCreate(false),
  edit: productEdit(false),
  icon: ShoppingCartIcon,
  recordRepresentation: (record) => (record as Product).name
}

export default product
