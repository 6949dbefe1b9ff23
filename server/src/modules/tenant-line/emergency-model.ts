import { EMERGENCY_KINDS, type EmergencyKind } from '../../nlu/emergency.js';
import { BinaryClassifier, LinearClassifier } from '../../nlu/linear-classifier.js';
import { readEmergency, withoutHarmlessNames, type EmergencyReading } from './emergency-signals.js';
import examples from './emergency-examples.json' with { type: 'json' };
import { correctedWords } from './vocabulary.js';

/**
 * The learned half of the tenant line's emergency reading (docs/decisions/0014-learned-emergency-reader.md).
 * The signals (emergency-signals.ts) know what they were written for; each new writer tells a danger in
 * words no signal has seen. A logistic regression trained on every blind set already measured
 * (emergency-examples.json) reads the whole message as one, and the two are joined here:
 * - the model sure enough (LEARNED_EMERGENCY) escalates a message the signals passed over, when the message
 *   names a danger; one that names none is asked about first (DANGER_WORDS);
 * - a signal's emergency the model finds most unlikely (below LEARNED_DOUBT, in a message long enough to
 *   judge) gets one question first instead of an alarm (a possible emergency), so nothing a signal saw is
 *   ever dropped.
 * Both thresholds were chosen once, replaying each blind set against the signals as they stood when it
 * arrived and a model trained only on the sets before it.
 */

/** At or above: an emergency, whatever the signals say, when the message names a danger (below)… */
export const LEARNED_EMERGENCY = 0.6;
/** …and at or above this, even when it names none. */
export const LEARNED_SURE = 0.95;
/** Below: a signal's emergency is asked about first… */
export const LEARNED_DOUBT = 0.1;
/** …in a message of at least so many words: a short one gives the model too little to overrule a signal. */
const WORDS_TO_DOUBT = 12;

/**
 * What names each danger. Alarmed words alone ("URGENT!!!", "I'm panicking", "is it going to explode") are
 * no danger: a message the model finds likely but that names neither its danger nor a plain one (below) is
 * asked about first, with the question that fits any danger (SAFETY_QUESTIONS.injury).
 */
const DANGER_WORDS: Record<EmergencyKind, RegExp> = {
  gas: /\b(gas|propane|fumes?|rotten eggs?|sulfur|sulphur|hiss\w*|leak|leaks|leaking)\b/,
  fire: /\b(fire|fires|flames?|smoke|smoky|smoking|burning|burnt|burned|sparks?|sparking|melt\w*|scorch\w*|charred|blaze)\b/,
  carbon_monoxide: /\b(carbon|monoxide|co|detector|alarm|alarms|beeping)\b/,
  flood:
    /\b(wet|water|flood\w*|leak\w*|pour\w*|gush\w*|spray\w*|burst|overflow\w*|sewage|ceiling|pipes?|soak\w*|drip\w*|puddles?|inches)\b/,
  no_heat:
    /\b(heat|heating|heater|furnace|boiler|cold|freezing|frozen|freeze|below|degrees|thermostat|radiators?|zero|frigid)\b/,
  // The parts alone ("outlet covers for the nursery") are no danger; what they do is.
  electrical:
    /\b(zap\w*|live wires?|exposed wires?|bare wires?|shock\w*|spark\w*|buzz\w*|arc\w*|electrocut\w*|hot to the touch|melt\w*|scorch\w*|burning)\b/,
  break_in:
    /\b(broke in|break in|broken into|broke into|intruder|stranger|forced|pried|burglar\w*|stolen|stole|police|(don'?t|do not) recogni[sz]e|cutting (the )?locks?|(someone|somebody|a man|a guy|a woman|they) (is |was |just |have |has )?(in|inside|trying|climbed|climbing|got in|came in)|(front|back|side|patio|sliding|apartment|unit) door)\b|\b(broke|break|breaking|broken|smash\w*|kick\w*|climb\w*|trying|tried|hammering|banging)\b[^.?!]{0,30}\b(doors?|windows?|locks?|handles?|glass|frame)\b|\b(doors?|windows?|locks?|frame|glass)\b[^.?!]{0,20}\b(broke|broken|smashed|kicked|forced|splitting|busted)\b/,
  injury:
    /\b(gash|gashed|concussion|broken|choking|drown\w*|lips|(can'?t|cannot) get up|blood|bleed\w*|fell|fall|fallen|hurt|injur\w*|unconscious|passed|ambulance|911|cut|breath\w*|head|bone|broke)\b/,
  sewage: /\b(sewage|sewer|toilet|backing|backed|waste)\b/,
  structural: /\b(collaps\w*|cave\w*|ceiling|roof|wall|beam|sag\w*|crack\w*|tree)\b/,
  trapped: /\b(stuck|trapped|locked|elevator|lift|(can'?t|cannot) get out)\b/,
};
/** Dangers plain whatever the kind the model names. */
const PLAIN_DANGER =
  /\b(gas|propane|fumes|fire|flames?|smoke|smoking|burning|sparks?|sparking|blood|bleeding|unconscious|flood|flooding|flooded|burst|intruder|burglar\w*|monoxide|carbon|electrocuted|collapsed|trapped|pouring|gushing|911|oxygen|ambulance)\b/;

/** A worry said as one: "worried about", "concerned that", "afraid of". */
const FEARED = /\b(worried|worry|worrying|concerned|afraid|nervous) (about|of|that)\b/;
/** A sound alone ("the breaker panel is buzzing"): the signals' one question tells a hum from a fire. */
const HEARD_ONLY = /\b(buzz|buzzes|buzzing|buzzed|hum|hums|humming)\b/;
/** What makes a sound more than one: heat, light, smoke or a smell with it. */
const MORE_THAN_HEARD =
  /\b(hot|warm|glow\w*|spark\w*|smok\w*|burn\w*|smell\w*|flicker\w*|melt\w*|scorch\w*|crackl\w*|flames?)\b/;

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
export function withLearnedReading(
  words: string[],
  signals: EmergencyReading,
  sentences: string[] = [],
): EmergencyReading {
  const { isEmergency, kind } = emergencyModels();
  const chance = isEmergency.probability(words);
  // A danger told in one sentence of a long message about something else ("…the TV thing is every night")
  // stands when that sentence alone is one: its signal fires there and the model finds it likely.
  const standsAlone = (danger: EmergencyKind) =>
    sentences.some(
      (sentence) =>
        readEmergency(sentence).emergency === danger &&
        isEmergency.probability(correctedWords(sentence)) >= LEARNED_EMERGENCY,
    );
  const doubted = (danger: EmergencyKind) =>
    words.length >= WORDS_TO_DOUBT && chance < LEARNED_DOUBT && !standsAlone(danger);
  if (signals.emergency)
    return doubted(signals.emergency) ? { emergency: undefined, possible: signals.emergency } : signals;
  // The danger the signals half-saw in a long message, told whole in one of its sentences ("…the heat's been
  // off since Sunday and it's 44 in here…" after a renewal and the storm windows).
  if (signals.possible && standsAlone(signals.possible))
    return { emergency: signals.possible, possible: undefined };
  // A danger told as history or as a what-if is the signals' to judge: "a pipe burst back in 2023".
  if (chance < LEARNED_EMERGENCY || signals.notNow) return signals;
  // "worried about carbon monoxide from the old boiler": a fear the signals found no sign of is asked about.
  // "the breaker panel is buzzing": a sound the signals found no sign of danger with is asked about too.
  if (
    signals.possible &&
    (FEARED.test(words.join(' ')) ||
      (HEARD_ONLY.test(words.join(' ')) && !MORE_THAN_HEARD.test(words.join(' '))))
  )
    return signals;
  if (signals.possible) return { emergency: signals.possible, possible: undefined };
  const named = kind.classify(words)[0]?.label;
  if (!named) return signals;
  // "cigarette smoke through the vent" names no fire.
  const text = withoutHarmlessNames(words.join(' '));
  return chance >= LEARNED_SURE || namesDanger(named, text)
    ? { emergency: named, possible: undefined }
    : { emergency: undefined, possible: 'injury' };
}

/** Whether corrected, lower-cased words name the danger of a kind, or a plain one. */
export function namesDanger(kind: EmergencyKind, text: string): boolean {
  return DANGER_WORDS[kind].test(text) || PLAIN_DANGER.test(text);
}
