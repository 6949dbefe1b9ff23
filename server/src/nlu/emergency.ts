/**
 * Emergencies recognised in any message, typos included (the caller corrects words first): gas, fire or
 * smoke, carbon monoxide, flooding or a burst pipe, no heat in freezing weather, electrical sparks, a
 * break-in. Each comes with the safety guidance the reply starts with and the maintenance request title.
 */
import nearHazardWords from './near-hazard-words.json' with { type: 'json' };

export const EMERGENCY_KINDS = [
  'gas',
  'fire',
  'carbon_monoxide',
  'flood',
  'no_heat',
  'electrical',
  'break_in',
  'sewage',
  'structural',
  'trapped',
  'injury',
] as const;
export type EmergencyKind = (typeof EMERGENCY_KINDS)[number];

export type EmergencyPlaybook = { title: string; guidance: string };

export const EMERGENCY_PLAYBOOKS: Record<EmergencyKind, EmergencyPlaybook> = {
  gas: {
    title: 'Emergency: gas smell reported',
    guidance:
      "**Possible gas leak: get everyone out of the building now.** Don't use light switches, phones, " +
      "or anything that could spark inside, and don't try to find the leak. From outside, call the gas company's " +
      'emergency line, and **911** if anyone feels unwell or the smell is strong.',
  },
  fire: {
    title: 'Emergency: fire or smoke reported',
    guidance:
      "**Fire or smoke: get everyone out and call 911 now.** Close doors behind you, don't use elevators, " +
      "and don't go back inside until the fire department says it is safe.",
  },
  carbon_monoxide: {
    title: 'Emergency: carbon monoxide alarm',
    guidance:
      '**Carbon monoxide: get everyone outside into fresh air and call 911 now**, especially if anyone has a ' +
      "headache, dizziness or nausea. Don't go back in until responders say it is safe; then have the furnace, " +
      'water heater and other fuel-burning appliances checked.',
  },
  flood: {
    title: 'Emergency: flooding or burst pipe',
    guidance:
      '**Water leak: shut off the water at the main shut-off valve** (usually where the water line enters the ' +
      'building, near the meter or water heater). Keep away from water near outlets or the electrical panel; ' +
      'turn off power at the breaker only if you can reach it from a dry spot. Call **911** if anyone is in danger, ' +
      'then a plumber.',
  },
  no_heat: {
    title: 'Emergency: no heat in freezing weather',
    guidance:
      '**No heat in freezing weather: make sure the tenants are somewhere warm and safe**; call **911** if ' +
      "anyone is at risk from the cold. Don't use ovens or outdoor heaters indoors. To keep pipes from freezing, " +
      'let faucets drip and open the cabinets under sinks, and call a heating technician now.',
  },
  electrical: {
    title: 'Emergency: electrical sparks',
    guidance:
      "**Electrical hazard: don't touch the outlet, wires or anything wet near them.** Switch the circuit off " +
      'at the breaker panel if you can do so safely, or the main breaker. If there is smoke or fire, get out and ' +
      'call **911**; then call a licensed electrician.',
  },
  break_in: {
    title: 'Emergency: break-in reported',
    guidance:
      "**Break-in: if anyone may still be inside or someone is hurt, leave and call 911 now.** Don't confront " +
      "anyone, and don't touch anything until the police arrive. Afterwards, secure doors and windows and " +
      'photograph the damage for the police report and insurance.',
  },
  sewage: {
    title: 'Emergency: sewage backing up',
    guidance:
      '**Sewage backing up: stop using water now** (no flushing, showers, sinks or the washer) and keep ' +
      'children and pets away from it. Turn off the water valve behind the toilet if it is still filling, open a ' +
      "window, and don't touch the waste with bare hands; keep away from outlets near the water.",
  },
  structural: {
    title: 'Emergency: ceiling or structure giving way',
    guidance:
      '**Something giving way: keep everyone away from it now** (and from the room below or under it), and ' +
      "don't stand on or under it. If water is coming through, shut off the water at the main valve if you can " +
      'reach it safely. Call **911** if anyone is hurt or more of it may fall.',
  },
  trapped: {
    title: 'Emergency: someone locked in, locked out or trapped at risk',
    guidance:
      '**Someone at risk behind a locked door: call 911 now if a child or anyone who cannot help themselves ' +
      'is alone inside, someone is trapped, or you are out in the cold**; the fire department can get in ' +
      'faster than a locksmith. Stay by the door and keep talking to whoever is inside.',
  },
  injury: {
    title: 'Emergency: someone hurt or in danger',
    guidance:
      "**Someone hurt or in danger: call 911 now.** Stay with them if it is safe to; don't move someone who " +
      'may be injured unless where they are puts them in more danger. Keep others away from whatever hurt them, ' +
      'and from a person or animal that threatens anyone.',
  },
};

/** Words the detector reads; the typo corrector knows them ("gass leek" → "gas leak"). */
/**
 * Common English words a typo away from a hazard word ("file" from fire, "flooring" from flooding), which
 * the typo correctors know so that they stay as typed: an emergency is read from what a person wrote, never
 * from a correction. Generated from a word list by server/scripts/generate-near-hazard-words.ts.
 */
export const NEAR_HAZARD_WORDS: readonly string[] = nearHazardWords;

/**
 * Hazard words that are known as typed but never a correction's target: "poop" is no correction of "prop"
 * or "pool".
 */
export const KEPT_HAZARD_WORDS: readonly string[] = ['poop', 'feces'];

export const HAZARD_WORDS = [
  'gas',
  'leak',
  'leaks',
  'leaking',
  'leaked',
  'smell',
  'smells',
  'smelling',
  'smelled',
  'odor',
  'odour',
  'hissing',
  'rotten',
  'eggs',
  'fire',
  'flames',
  'burning',
  'smoke',
  'smoking',
  'smoky',
  'spark',
  'sparks',
  'sparked',
  'sparking',
  'sulfur',
  'sulphur',
  'stinks',
  'pried',
  'prying',
  'pissing',
  'seeping',
  'radiator',
  'radiators',
  'reek',
  'reeks',
  'reeking',
  'caught',
  'carbon',
  'monoxide',
  'alarm',
  'detector',
  'beeping',
  'sounding',
  'flood',
  'flooding',
  'flooded',
  'burst',
  'pipe',
  'pipes',
  'water',
  'everywhere',
  'pouring',
  'gushing',
  'spraying',
  'ceiling',
  'sewage',
  'heat',
  'heating',
  'heater',
  'furnace',
  'boiler',
  'freezing',
  'frozen',
  'degrees',
  'winter',
  'sparks',
  'spark',
  'sparking',
  'arcing',
  'wires',
  'wire',
  'outlet',
  'electrical',
  'electrocuted',
  'breaker',
  'break',
  'broke',
  'broken',
  'breaking',
  'burglar',
  'burglary',
  'burglarized',
  'intruder',
  'robbed',
  'robbery',
  'forced',
  'entry',
  'emergency',
  'urgent',
  'help',
  'died',
  'dead',
  'stopped',
  'working',
  'quit',
  'failed',
  'coming',
  'someone',
  'night',
  'kitchen',
  'basement',
  'bathroom',
  'bedroom',
  'garage',
  'inside',
  'outside',
  'downstairs',
  'upstairs',
  'tenant',
  'police',
  'door',
  'window',
  'windows',
  'propane',
  'outage',
  'cold',
  'snow',
  'ice',
];

type Rule = { kind: EmergencyKind; pattern: RegExp };

const RULES: Rule[] = [
  {
    kind: 'carbon_monoxide',
    pattern:
      /\bcarbon monoxide\b|\bco (alarm|detector|monitor)s? (is |are |keeps |just )?(going off|goes off|went off|beeping|sounding|triggered|alarming)|\bco (leak|poisoning)\b/,
  },
  {
    kind: 'gas',
    pattern:
      /\b(gas|gaz|propane)\b(?:\s+\w+){0,3}\s+(leak|leaks|leaking|leaked|smell|smells|smelling|odor|odour|hissing)\b|\b(smell|smells|smelling|smelled|odor|odour|leak|leaking|whiff|stink|stinks|stinking|stank|reeks|reeking|reek)\b(?:\s+\w+){0,3}\s+(gas|gaz|propane)\b|\brotten eggs?\b|\b(smell|smells|smelling|smelled|stinks|reeks) (of |like )?(sulfur|sulphur)\b/,
  },
  {
    kind: 'electrical',
    pattern:
      /\b(spark|sparks|sparking|arcing|electrocuted)\b|\b(exposed|live|bare) wires?\b|\boutlet (is )?(smoking|burning|melting|melted|hot)\b|\belectrical fire\b|\bburning smell from (the |an )?(outlet|panel|breaker)/,
  },
  {
    kind: 'fire',
    pattern:
      /\bon fire\b|\bcaught fire\b|\b(house|kitchen|apartment|building|unit|grease|garage|electrical) fire\b|\bfire (in|at|on|broke|started|is|spreading)\b|\b(there is|there's|theres|a) fire\b(?! (alarm|alarms|detector|detectors|drill|drills|extinguisher|extinguishers|escape|exit|door|pit|pits|place|lane|code|inspection|inspector)\b)|\bflames\b|\bsmoke (is )?(coming|everywhere|filling|pouring|in)\b|\b(smell|smells|smelling|see|seeing) (of )?(smoke|burning)\b|\b(smoke|fire) alarms? (is |are |keeps )?(going off|goes off|went off|sounding|beeping)\b|\bsmoky\b|\bburning smell\b/,
  },
  {
    kind: 'flood',
    pattern:
      /\b(flood|flooding|flooded)\b|\bburst (water )?pipes?\b|\bpipes? (has |have )?(burst|bursted|broke|broken|exploded|split)\b|\bwater (is )?(everywhere|pouring|gushing|spraying|coming through|leaking through)\b|\bceiling (is )?(leaking|caving|collapsing)\b|\bsewage (backup|backing up|overflow)\b/,
  },
  {
    kind: 'break_in',
    pattern:
      /\b(break in|break ins|broke in|broken into|breaking in|broke into|brake in|breakin)\b|\b(burglar|burglars|burglary|burglarized|intruder|intruders|robbed|robbery)\b|\bforced entry\b|\bkicked (in )?the door\b|\bsomeone (is )?(in|inside) the (house|unit|apartment)\b/,
  },
];

const NO_HEAT =
  /\bno (heat|heating)\b|\b(heat|heating|heater|furnace|boiler) (is |has |went |stopped )?(out|off|broken|broke|dead|died|down|not working|stopped working|quit|failed)\b|\b(heat|heating|furnace|boiler) (doesn't|does not|isn't|is not|won't|will not) (work|working|turn on|come on)\b/;
const FREEZING =
  /\b(freezing|frozen|freeze|cold|below zero|below freezing|winter|snow|snowing|ice|icy|degrees|frigid)\b/;

/** An informational question (costs, insurance, inspections), not a report of something happening now. */
const INFORMATIONAL =
  /\b(gonna|going to|will it|likely to|supposed to|expected to) (\w+ ){0,2}(flood|freeze|storm|snow|rain|burn)\b|\b(this|next) (spring|summer|fall|autumn|winter|season)\b|\b(spend|spent|cost|costs|expense|expenses|insurance|premium|claim|claims|quote|budget|invoice|bill|bills|paid|inspection|inspections|zone|policy|coverage|install|installed|replace|replaced|last year|last month|last quarter|in (january|february|march|april|june|july|august|september|october|november|december))\b/;
const URGENT =
  /\b(now|right now|urgent|urgently|emergency|help|asap|immediately|currently|going off|there is|there's|theres|i smell|i can smell|smells like|everywhere)\b|!/;

/**
 * The emergency a message reports, if any. `words` is the message lower-cased with typos corrected, words
 * space-separated; `typed` is the message as typed (for "!" and "there's").
 */
export function detectEmergency(words: string, typed: string = words): EmergencyKind | undefined {
  const lowerTyped = typed.toLowerCase();
  const isUrgent = URGENT.test(words) || URGENT.test(lowerTyped);
  if (INFORMATIONAL.test(words) && !isUrgent) return undefined;
  for (const rule of RULES) if (rule.pattern.test(words)) return rule.kind;
  if (NO_HEAT.test(words) && FREEZING.test(words)) return 'no_heat';
  // A one-word cry: "fire!", "smoke!!".
  if (/^(fire|smoke)$/.test(words.trim())) return 'fire';
  return undefined;
}
