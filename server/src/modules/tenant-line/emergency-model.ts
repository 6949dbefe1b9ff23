import { EMERGENCY_KINDS, type EmergencyKind } from '../../nlu/emergency.js';
import { BinaryClassifier, LinearClassifier } from '../../nlu/linear-classifier.js';
import type { EmergencyReading } from './emergency-signals.js';
import examples from './emergency-examples.json' with { type: 'json' };
import { correctedWords } from './vocabulary.js';

/**
 * The learned half of the tenant line's emergency reading (docs/decisions/0014-learned-emergency-reader.md).
 * The signals (emergency-signals.ts) know what they were written for; each new writer tells a danger in
 * words no signal has seen. A logistic regression trained on every blind set already measured
 * (emergency-examples.json) reads the whole message as one, and the two are joined here:
 * - the model sure enough (LEARNED_EMERGENCY) escalates a message the signals passed over;
 * - a signal's emergency the model finds most unlikely (below LEARNED_DOUBT, in a message long enough to
 *   judge) gets one question first instead of an alarm (a possible emergency), so nothing a signal saw is
 *   ever dropped.
 * Both thresholds were chosen once, replaying each blind set against the signals as they stood when it
 * arrived and a model trained only on the sets before it.
 */

/** At or above: an emergency, whatever the signals say. */
export const LEARNED_EMERGENCY = 0.6;
/** Below: a signal's emergency is asked about first… */
export const LEARNED_DOUBT = 0.1;
/** …in a message of at least so many words: a short one gives the model too little to overrule a signal. */
const WORDS_TO_DOUBT = 12;

type Models = { isEmergency: BinaryClassifier; kind: LinearClassifier<EmergencyKind> };
let models: Models | undefined;

/** Trained on first use (about a second), then shared; deterministic. */
export function emergencyModels(): Models {
  if (!models) {
    const emergencies = examples.emergencies.map(({ message, kind }) => ({
      words: correctedWords(message),
      kind: EMERGENCY_KINDS.find((known) => known === kind),
    }));
    const ordinary = examples.ordinary.map((message) => correctedWords(message));
    models = {
      isEmergency: BinaryClassifier.train([
        ...emergencies.map(({ words }) => ({ words, positive: true })),
        ...ordinary.map((words) => ({ words, positive: false })),
      ]),
      kind: LinearClassifier.train(
        EMERGENCY_KINDS,
        emergencies.flatMap(({ words, kind }) => (kind ? [{ words, label: kind }] : [])),
      ),
    };
  }
  return models;
}

/** How likely the message reports an emergency happening now, by the learned model alone. */
export function learnedEmergencyChance(message: string): number {
  return emergencyModels().isEmergency.probability(correctedWords(message));
}

/** The signals' reading, joined with the learned model's; `words` are the message's, corrected. */
export function withLearnedReading(words: string[], signals: EmergencyReading): EmergencyReading {
  const { isEmergency, kind } = emergencyModels();
  const chance = isEmergency.probability(words);
  if (signals.emergency)
    return chance < LEARNED_DOUBT && words.length >= WORDS_TO_DOUBT
      ? { emergency: undefined, possible: signals.emergency }
      : signals;
  if (chance < LEARNED_EMERGENCY) return signals;
  const named = signals.possible ?? kind.classify(words)[0]?.label;
  return named ? { emergency: named, possible: undefined } : signals;
}
