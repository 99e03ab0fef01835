import { describe, expect, it } from 'vitest'
import { insertMention, mentionAt, mentionCandidates, mentions, messageParts } from './mentions.ts'

const people = [
  { uuid: '1', nickname: 'ana' },
  { uuid: '2', nickname: 'ben' },
  { uuid: '3', nickname: 'Banana Split' },
  { uuid: '4', nickname: 'djkai' }
]

describe('mentions', () => {
  it('finds the @word at the caret, not an e-mail address or a finished word', () => {
    expect(mentionAt('hi @be', 6)).toEqual({ start: 3, query: 'be' })
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' })
    expect(mentionAt('mail ana@x', 10)).toBeNull()
    expect(mentionAt('hi @ben and', 11)).toBeNull()
  })

  it('suggests names starting with the query first, then containing it, never the caller', () => {
    expect(mentionCandidates(people, 'an', '1').map((p) => p.nickname)).toEqual(['Banana Split'])
    expect(mentionCandidates(people, 'b', '9').map((p) => p.nickname)).toEqual(['Banana Split', 'ben'])
    expect(mentionCandidates(people, '', '1', 2)).toHaveLength(2)
  })

  it('inserts the chosen name with one space after it and puts the caret there', () => {
    expect(insertMention('hi @be there', { start: 3, query: 'be' }, 'ben')).toEqual({
      text: 'hi @ben there',
      caret: 8
    })
    expect(insertMention('@', { start: 0, query: '' }, 'Banana Split')).toEqual({ text: '@Banana Split ', caret: 14 })
  })

  it('splits a message into text, known mentions (the longest name wins) and links', () => {
    expect(
      messageParts('yo @Banana Split and @bento, see https://open.spotify.com/track/1 now', ['ben', 'Banana Split'])
    ).toEqual([
      { kind: 'text', text: 'yo ' },
      { kind: 'mention', text: '@Banana Split', nickname: 'Banana Split' },
      { kind: 'text', text: ' and @bento, see ' },
      { kind: 'link', text: 'https://open.spotify.com/track/1' },
      { kind: 'text', text: ' now' }
    ])
  })

  it('tells whether a message mentions someone', () => {
    expect(mentions('hey @ben!', 'ben')).toBe(true)
    expect(mentions('hey @BEN', 'ben')).toBe(true)
    expect(mentions('hey @bento', 'ben')).toBe(false)
    expect(mentions('mail ben@x.test', 'x')).toBe(false)
    expect(mentions(null, 'ben')).toBe(false)
  })
})
