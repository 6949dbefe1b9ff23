import { detectEmergency, type EmergencyKind } from '../assistant/nlu/emergency.js';

/**
 * Emergencies in a tenant's message, read with the landlord assistant's detector (an emergency is
 * escalated exactly as it escalates one) but only on real signals: gas smell, fire or smoke now, flooding,
 * no heat in freezing weather, a carbon monoxide alarm, a break-in. Things named after a hazard ("fire
 * pit", "smoke-free", "water bill", "heater manual") and questions about the rules ("can I smoke on the
 * balcony?") are none. Two signals are ambiguous and get one question first: a smoke alarm sounding with
 * no smoke or fire named (often a low battery), and no heat with no word of the cold.
 */

export type EmergencyReading = {
  emergency: EmergencyKind | undefined;
  /** Might be an emergency: the line asks one question before escalating. */
  possible: EmergencyKind | undefined;
};

/** Names of things that only share a word with a hazard; masked before the detector reads the message. */
const NOT_A_HAZARD: RegExp[] = [
  /\bfire ?(pit|pits|place|places|extinguisher|extinguishers|escape|escapes|exit|exits|door|doors|code|codes|safety|drill|drills|hydrant|hydrants|wood|works|proof|rated|resistant|inspection|insurance|marshal|lane|road|street)\b/g,
  /\b(camp|bon|wood|gas|electric) ?fire ?(pit|pits|place|places|stove|stoves)\b/g,
  /\b(smoke|smoking) ?(free|policy|policies|area|areas|rules?|ban|section)\b/g,
  /\b(no|non|not) smoking\b/g,
  /\bsmoke (detector|detectors|alarm|alarms) (battery|batteries|chirp|chirps|chirping|install|installed|test|testing|tested)\b/g,
  /\b(water|gas|electric|electricity|power|heating|heat|utility|utilities|sewer) (bill|bills|company|account|meter reading|included|payment|payments|provider|usage|bill's)\b/g,
  /\b(heater|furnace|boiler|thermostat|heating|stove|water heater) (manual|manuals|instructions|filter|filters|settings|schedule|model|warranty)\b/g,
  /\b(gas|electric) (stove|stoves|range|oven|dryer|station|grill|fireplace|can)\b(?! (is )?(leak|leaking|smell|smells|hissing))/g,
];

/** Something happening now, in so many words. */
const HAPPENING_NOW =
  /\b(now|right now|help|everywhere|coming|pouring|spreading|filling|going off|went off|i smell|i can smell|we smell|smells like|there is|there's|theres|on fire|caught fire|started|happening|urgent|emergency|asap)\b|!/;
/** A question about what the lease or the rules allow. */
const ABOUT_THE_RULES =
  /^(can|may|could) (i|we)\b|\b(am i|are we|are tenants|is it) (allowed|ok|okay|permitted)\b|\b(allowed|permitted|prohibited|policy|rules?|lease say|lease says)\b/;

/** A smoke alarm sounding: a fire only when smoke or fire is named too. */
const SMOKE_ALARM =
  /\b(smoke|fire) (alarm|alarms|detector|detectors) (is |are |keeps |keep |just )?(going off|goes off|went off|sounding|beeping|ringing|blaring)\b/;
const SMOKE_ALARMS = new RegExp(SMOKE_ALARM.source, 'g');
const CHIRPING = /\b(chirp|chirps|chirping|low battery|battery|batteries)\b/;
/** No heat, without a word of the cold (the detector needs both for an emergency). */
const NO_HEAT =
  /\bno (heat|heating)\b|\b(heat|heating|heater|furnace|boiler) (is |has |went |just )?(out|off|broken|broke|dead|died|down|not working|stopped working|quit|failed|stopped)\b|\b(heat|heating|heater|furnace|boiler) (doesn't|does not|isn't|is not|won't|will not|wont|doesnt|isnt) (work|working|turn on|come on|heat|start)\b/;

function masked(text: string): string {
  return NOT_A_HAZARD.reduce((current, pattern) => current.replace(pattern, ' thing '), text)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * `words`: the message lower-cased with typos corrected (vocabulary.ts); `typed`: as typed, for "!" and
 * "there's".
 */
export function readEmergency(words: string, typed: string): EmergencyReading {
  const cleanWords = masked(words);
  const cleanTyped = masked(typed.toLowerCase());
  const isNow = HAPPENING_NOW.test(cleanWords) || HAPPENING_NOW.test(cleanTyped);
  // A question about the rules ("can I have a fire pit?", "can I smoke inside?") reports nothing.
  if (ABOUT_THE_RULES.test(cleanWords) && !isNow) return { emergency: undefined, possible: undefined };

  const found = detectEmergency(cleanWords, cleanTyped);
  if (found === 'fire' && SMOKE_ALARM.test(cleanWords)) {
    // Read again without the alarm: smoke or fire named besides it is a fire.
    const withoutAlarm = cleanWords.replace(SMOKE_ALARMS, ' alarm ');
    if (!detectEmergency(withoutAlarm, cleanTyped.replace(SMOKE_ALARMS, ' alarm ').replace(/!/g, ' ')))
      return CHIRPING.test(cleanWords)
        ? { emergency: undefined, possible: undefined }
        : { emergency: undefined, possible: 'fire' };
  }
  if (found) return { emergency: found, possible: undefined };
  if (NO_HEAT.test(cleanWords)) return { emergency: undefined, possible: 'no_heat' };
  return { emergency: undefined, possible: undefined };
}

/** The one question asked before escalating a possible emergency. */
export const SAFETY_QUESTIONS: Partial<Record<EmergencyKind, string>> = {
  fire: 'Before anything else: **do you see or smell smoke or fire right now?** (yes or no)',
  no_heat:
    'Before anything else: **is it freezing where you are right now, or is anyone at risk from the cold?** (yes or no)',
};
