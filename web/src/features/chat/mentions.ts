/** Someone who can be mentioned: a person in the room. */
export interface Mentionable {
  uuid: string
  nickname: string
}

/** The word being typed after an `@` at the caret, or null: `{ start, query }` where start is the `@`. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret)
  const match = /(^|\s)@([^\s@]*)$/.exec(before)
  if (!match) return null
  return { start: before.length - match[2].length - 1, query: match[2] }
}

/** People whose nickname starts with the query (then contains it), at most `limit`, the caller left out. */
export function mentionCandidates<P extends Mentionable>(people: P[], query: string, selfUuid: string, limit = 6): P[] {
  const q = query.toLowerCase()
  const others = people.filter((p) => p.uuid !== selfUuid && p.nickname)
  const byName = (a: P, b: P) => a.nickname.localeCompare(b.nickname)
  const starts = others.filter((p) => p.nickname.toLowerCase().startsWith(q)).sort(byName)
  const contains = others.filter((p) => !starts.includes(p) && p.nickname.toLowerCase().includes(q)).sort(byName)
  return [...starts, ...contains].slice(0, limit)
}

/** The text with the mention being typed replaced by `@nickname `, and where the caret goes. */
export function insertMention(
  text: string,
  at: { start: number; query: string },
  nickname: string
): { text: string; caret: number } {
  const end = at.start + 1 + at.query.length
  const inserted = `@${nickname} `
  return {
    text: text.slice(0, at.start) + inserted + text.slice(end).replace(/^\s/, ''),
    caret: at.start + inserted.length
  }
}

/** A piece of a message: plain text, a mention of someone in the room, or a link. */
export type MessagePart =
  { kind: 'text'; text: string } | { kind: 'mention'; text: string; nickname: string } | { kind: 'link'; text: string }

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Splits a message into text, `@nickname` mentions of known people (longest name first) and http(s) links. */
export function messageParts(text: string, nicknames: string[]): MessagePart[] {
  const names = [...new Set(nicknames.filter(Boolean))].sort((a, b) => b.length - a.length).map(escape)
  const mention = names.length ? `@(?:${names.join('|')})(?![\\p{L}\\p{N}_])` : null
  const pattern = new RegExp(`https?://[^\\s<>"]+${mention ? `|${mention}` : ''}`, 'giu')
  const parts: MessagePart[] = []
  let last = 0
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index) })
    const token = match[0]
    parts.push(
      token.startsWith('@') ? { kind: 'mention', text: token, nickname: token.slice(1) } : { kind: 'link', text: token }
    )
    last = index + token.length
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
  return parts
}

/** Whether a message mentions a nickname (`@name`, not followed by more of a name). */
export const mentions = (text: string | null, nickname: string) =>
  !!text && !!nickname && new RegExp(`(^|[^\\p{L}\\p{N}_])@${escape(nickname)}(?![\\p{L}\\p{N}_])`, 'iu').test(text)
