import { describe, expect, it } from 'vitest';
import { lessonMatches } from './curriculum-search.ts';

describe('a sales page search', () => {
  it('matches a lesson whose title holds every word, in any case and accent', () => {
    expect(lessonMatches('Kinematics: motion in one dimension', 'Motion kinematics')).toBe(true);
    expect(lessonMatches('Le passé composé', 'passe compose')).toBe(true);
    expect(lessonMatches('Kinematics: motion in one dimension', 'kinematics')).toBe(true);
  });

  it('does not match when a word is missing, or for an empty query', () => {
    expect(lessonMatches('Kinematics: motion in one dimension', 'kinematics rotation')).toBe(false);
    expect(lessonMatches('Kinematics', '   ')).toBe(false);
  });
});
