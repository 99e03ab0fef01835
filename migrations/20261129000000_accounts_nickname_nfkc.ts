import type { Knex } from 'knex'

// A nickname is taken when its NFKC form is another user's ('ｄｊ' is 'dj'): a unique index on that form replaces the
// exact one. Rows are made to fit it first: a nickname breaking the rule (profile updates did not check it) is cleaned;
// of the nicknames sharing a form, the one already in that form (else the oldest account's) keeps it, and every other
// one gets the first free suffix `-2`, `-3`…

/** The nickname rule's refused characters when this migration was written (schemas' accounts/nickname.ts). */
const REFUSED =
  /(?!(?<=\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})?)\u{200D}(?=\p{Extended_Pictographic}))[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu
const MAX_LENGTH = 64
const FORM = 'normalize(nickname, NFKC)'
const INDEX = 'users_nickname_nfkc_unique'
const LOOKUP = 'users_nickname_nfkc_lookup'
const PAGE = 1000

const codePoints = (text: string, count: number) => [...text].slice(0, count).join('')
const cleaned = (nickname: string) => codePoints(nickname.replace(REFUSED, '').trim(), MAX_LENGTH).trim() || 'listener'

/** `name`, else `name-2`, `name-3`…: the first whose form no other user has. */
async function freeName(knex: Knex, name: string, id: string): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`
    const candidate = codePoints(name, MAX_LENGTH - suffix.length) + suffix
    const holder = await knex('users').whereRaw(`${FORM} = normalize(?, NFKC)`, [candidate]).whereNot('id', id).first()
    if (!holder) return candidate
  }
}

const rename = async (knex: Knex, id: string, nickname: string) =>
  knex('users')
    .where({ id })
    .update({ nickname: await freeName(knex, nickname, id), updatedAt: new Date() })

async function cleanNicknames(knex: Knex) {
  let after: string | undefined
  for (;;) {
    const page: { id: string; nickname: string }[] = await knex('users')
      .modify((q) => (after ? q.where('id', '>', after) : q))
      .orderBy('id')
      .limit(PAGE)
      .select('id', 'nickname')
    for (const { id, nickname } of page) if (cleaned(nickname) !== nickname) await rename(knex, id, cleaned(nickname))
    if (page.length < PAGE) return
    after = page[page.length - 1]!.id
  }
}

async function separateSameForms(knex: Knex) {
  const { rows } = await knex.raw<{ rows: { id: string; nickname: string }[] }>(`
    select id, nickname from (
      select id, nickname, row_number() over (
        partition by ${FORM} order by (nickname = ${FORM}) desc, "createdAt", id
      ) as rank from users
    ) ranked where rank > 1`)
  for (const { id, nickname } of rows) await rename(knex, id, nickname)
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropUnique(['nickname'])
  })
  await knex.raw(`create index ${LOOKUP} on users ((${FORM}))`)
  await cleanNicknames(knex)
  await separateSameForms(knex)
  await knex.raw(`drop index ${LOOKUP}`)
  await knex.raw(`create unique index ${INDEX} on users ((${FORM}))`)
}

// Renamed nicknames keep their new names: they stay unique as they are.
export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index ${INDEX}`)
  await knex.schema.alterTable('users', (t) => {
    t.unique(['nickname'])
  })
}
