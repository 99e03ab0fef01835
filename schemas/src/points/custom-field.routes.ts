import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage, IdParams } from '../common.ts'
import {
  CustomFieldDataSchema,
  CustomFieldPatchSchema,
  CustomFieldRefPartSchema,
  CustomFieldSchema,
  CustomFieldValuesDataSchema,
  CustomFieldValuesParams,
  CustomFieldValuesSchema
} from './custom-field.ts'
import { routeGroup } from '../route.ts'

const tags = ['custom fields']
const beyond =
  'Not in the seed (which names only POST and DELETE /custom-fields): added so the console can list, edit and fill custom fields.'

/** Custom fields: extra typed fields on users, rooms, consumables and avatars, and their values. */
export const customFieldRoutes = routeGroup({
  createCustomField: {
    method: 'POST',
    path: '/custom-fields',
    access: 'admin',
    summary: 'add a custom field',
    description: "409 'Custom field <key> already exists for <entity>'.",
    tags,
    body: CustomFieldDataSchema,
    result: CustomFieldSchema,
    status: 201
  },
  deleteCustomField: {
    method: 'DELETE',
    path: '/custom-fields',
    access: 'admin',
    summary: 'remove a custom field and its values',
    description: '`{ entity, key }` in the JSON body or the query; 404 when no such field.',
    tags,
    query: CustomFieldRefPartSchema,
    body: CustomFieldRefPartSchema,
    result: CustomFieldSchema
  },
  listCustomFields: {
    method: 'GET',
    path: '/admin/custom-fields',
    access: 'admin',
    summary: 'custom fields (admin list-query language or simple-rest)',
    description: beyond,
    tags,
    query: AdminListQuery,
    result: Type.Union([AdminPage(CustomFieldSchema), Type.Array(CustomFieldSchema)])
  },
  getCustomField: {
    method: 'GET',
    path: '/admin/custom-fields/{id}',
    access: 'admin',
    summary: 'one custom field',
    description: beyond,
    tags,
    params: IdParams,
    result: CustomFieldSchema
  },
  updateCustomField: {
    method: 'PATCH',
    path: '/custom-fields/{id}',
    access: 'admin',
    summary: "change a custom field's label, description or required",
    description: beyond,
    tags,
    params: IdParams,
    body: CustomFieldPatchSchema,
    result: CustomFieldSchema
  },
  getCustomFieldValues: {
    method: 'GET',
    path: '/admin/custom-fields/values/{entity}/{entityId}',
    access: 'admin',
    summary: 'the custom field values of one entity, by key',
    description: beyond,
    tags,
    params: CustomFieldValuesParams,
    result: CustomFieldValuesSchema
  },
  replaceCustomFieldValues: {
    method: 'PUT',
    path: '/admin/custom-fields/values/{entity}/{entityId}',
    access: 'admin',
    summary: 'replace the custom field values of one entity',
    description: `Each value is checked against its field's type; unknown keys, wrong types and missing required fields are 400s naming the key. A null or absent value clears it. The entity id is not looked up in other services. ${beyond}`,
    tags,
    params: CustomFieldValuesParams,
    body: CustomFieldValuesDataSchema,
    result: CustomFieldValuesSchema
  }
})
