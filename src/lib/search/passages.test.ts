import {describe, expect, it} from 'vitest';
import {bodyMatches, PASSAGE_WORDS, PHRASE_GAP, type WordHits} from './passages';

/** Pagefind's answer for a word: [page id, score, positions] per page. */
const hits = (...pages: [string, number, number[]][]): WordHits => pages.map(([id, score, words]) => ({id, score, words}));

describe('bodyMatches', () => {
  // "stuck" is on three pages of a hundred, "run" on most of them.
  const run = hits(['monitoring', 2, [10, 400]], ['coordinators', 3, [5, 50]], ['other', 1, [1]], ['fourth', 1, [2]]);
  const stuck = hits(['monitoring', 4, [12]], ['coordinators', 2, [300]], ['troubleshooting', 5, [7]]);

  it('ranks every page that holds any word by the sum of its scores', () => {
    expect(bodyMatches([run, stuck], 100).map(({id, score}) => [id, score])).toEqual([
      ['monitoring', 6],
      ['coordinators', 5],
      ['troubleshooting', 5],
      ['fourth', 1],
      ['other', 1],
    ]);
  });

  it('measures the share of the query one passage holds, a rare word weighing more than a common one', () => {
    const passage = Object.fromEntries(bodyMatches([run, stuck], 100).map(({id, passage}) => [id, passage]));
    // Both words within a passage.
    expect(passage.monitoring).toBeCloseTo(1);
    // Both words, but never within PASSAGE_WORDS of each other: the rarer one's share alone.
    expect(300 - 50).toBeGreaterThan(PASSAGE_WORDS);
    expect(passage.coordinators).toBeCloseTo(passage.troubleshooting);
    expect(passage.coordinators).toBeGreaterThan(0.5);
    expect(passage.coordinators).toBeLessThan(1);
    expect(passage.other).toBeLessThan(0.5);
    expect(passage.other).toBeCloseTo(1 - passage.troubleshooting);
  });

  it('measures the share of neighbouring query words that stand together, in order, in the text', () => {
    const phrase = Object.fromEntries(bodyMatches([run, stuck], 100).map(({id, phrase}) => [id, phrase]));
    // "run" at 10, "stuck" at 12 ("run is stuck"): together.
    expect(phrase.monitoring).toBe(1);
    // Both words, far apart; or only one of them.
    expect(phrase.coordinators).toBe(0);
    expect(phrase.troubleshooting).toBe(0);
    // In the other order ("stuck ... run") they do not make the query's phrase.
    const reversed = hits(['page', 1, [20]]);
    const before = hits(['page', 1, [18]]);
    expect(bodyMatches([reversed, before], 100)[0].phrase).toBe(0);
    expect(bodyMatches([before, reversed], 100)[0].phrase).toBe(1);
    expect(20 - 18).toBeLessThanOrEqual(PHRASE_GAP);
  });

  it('gives a one-word query whole passages, and nothing for no words', () => {
    expect(bodyMatches([stuck], 100).every(({passage, phrase}) => passage === 1 && phrase === 0)).toBe(true);
    expect(bodyMatches([], 100)).toEqual([]);
    expect(bodyMatches([hits()], 100)).toEqual([]);
  });
});
