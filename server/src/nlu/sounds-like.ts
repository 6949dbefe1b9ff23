import { doubleMetaphone } from 'double-metaphone';
import { editDistance } from './text.js';

/**
 * Whether two words sound alike as a dictation app hears them: "hawkinson" and Haakenson, "ozgood" and
 * Osgood, "castle" and Kessel. Their Double Metaphone keys are the same, or, both three sounds or more, one
 * sound apart and starting with the same sound.
 */
export function soundsLike(heard: string, name: string): boolean {
  const a = doubleMetaphone(heard.toLowerCase());
  const b = doubleMetaphone(name.toLowerCase());
  if (a.some((key) => b.includes(key))) return true;
  const [first, second] = [a[0], b[0]];
  return (
    first.length >= 3 && second.length >= 3 && first[0] === second[0] && editDistance(first, second, 1) <= 1
  );
}
