import { detectEmergency, type EmergencyKind } from '../../nlu/emergency.js';
import { correctedWords } from './vocabulary.js';
import { describedDanger } from './described-danger.js';
import { hazardsInEnglish } from './other-language-hazards.js';

/**
 * Emergencies in a tenant's message, read with the landlord assistant's detector (an emergency is
 * escalated exactly as it escalates one) but only on real signals: gas smell, fire or smoke now, flooding,
 * no heat in freezing weather, a carbon monoxide alarm, a break-in, an electrical fire risk. The message is
 * read clause by clause (a comma, a full stop or "but" ends one) and, before anything is looked for:
 * - things named after a hazard ("fire pit", "smoke-free", "water bill", "water heater") are masked;
 * - other senses of a hazard word are masked ("flooded with work", "a break in the lease", "got fired",
 *   "gas money", "a smoking deal");
 * - a hazard said not to be there is masked ("not sparking or anything", "no smoke", "not leaking
 *   anymore").
 * Questions about the rules ("can I smoke on the balcony?") report nothing. An emergency said to be over
 * ("I put it out", "last month") and the ambiguous signals get one question first: a smoke alarm sounding
 * with no smoke or fire named (often a low battery), no heat with no word of freezing weather, a
 * temperature or someone at risk, a carbon monoxide worry with no alarm sounding, a buzzing breaker panel,
 * a home that cannot be locked with no word of forced entry.
 */

export type EmergencyReading = {
  emergency: EmergencyKind | undefined;
  /** Might be an emergency: the line asks one question before escalating. */
  possible: EmergencyKind | undefined;
  /**
   * The message tells of a danger that is not happening now (long before this tenancy, a what-if, a joke,
   * something seen on the news, a question on the lease's rules): the learned reader (emergency-model.ts)
   * may not raise it. One said to be over is only asked about: "over" words also fit a danger still there.
   */
  notNow?: true;
};

const NONE: EmergencyReading = { emergency: undefined, possible: undefined };
const NOT_NOW: EmergencyReading = { ...NONE, notNow: true };

/** Names of things that only share a word with a hazard; masked before the detector reads the message. */
const NOT_A_HAZARD: RegExp[] = [
  /\bwater ?(guns?|balloons?|fights?|park|parks|bottles?|slides?|tables?|pistols?)\b/g,
  // "the hot press": an airing cupboard (Irish English).
  /\bhot press\b/g,
  // "no open flames", "open flame devices": the lease's rule, not a fire.
  /\bopen ?flames?\b/g,
  /\bfire ?(pit|pits|ring|rings|bowl|bowls|table|tables|feature|place|places|extinguisher|extinguishers|escape|escapes|exit|exits|door|doors|code|codes|safety|drill|drills|hazard|hazards|risk|risks|danger|hydrant|hydrants|wood|works|proof|rated|resistant|inspection|insurance|marshal|lane|road|street)\b/g,
  /\b(camp|bon|wood|gas|electric) ?fire ?(pit|pits|place|places|stove|stoves)\b/g,
  /\b(smoke|smoking) ?(free|policy|policies|area|areas|rules?|ban|section)\b/g,
  // "cigarette smoke coming through the vent from the unit below": someone's smoking, not a fire.
  /\b(cigarette|cigarettes|cigar|cigars|weed|pot|marijuana|vape|vaping|tobacco|hookah) smoke\b/g,
  /\b(no|non|not) smoking\b/g,
  /\bsmoke (detector|detectors|alarm|alarms) (battery|batteries|chirp|chirps|chirping|install|installed|test|testing|tested)\b/g,
  /\b(water|gas|electric|electricity|power|heating|heat|utility|utilities|sewer) (bill|bills|company|account|meter reading|included|payment|payments|provider|usage|bill's)\b/g,
  /\b(heater|furnace|boiler|thermostat|heating|stove|water heater) (manual|manuals|instructions|filter|filters|settings|schedule|model|warranty)\b/g,
  /\b(gas|electric) (stove|stoves|range|oven|dryer|station|grill|fireplace|can)\b(?! (is )?(leak|leaking|smell|smells|hissing))/g,
  // A car's alarm or an alarm clock is no smoke or carbon monoxide alarm.
  /\b(car|cars|vehicle|truck|suv|bike|scooter) alarms?\b|\balarm clocks?\b/g,
  // A water heater is no heating: "the water heater is broken and the shower is cold" is no "no heat".
  /\b(hot )?water heater\b/g,
];

/** Other senses of a hazard word. */
const OTHER_SENSES: RegExp[] = [
  // "flooded with work", "a flood of emails"; flooded with water is still a flood.
  /\b(flood|floods|flooded|flooding|swamped|drowning) (with|in|by) (?!water|sewage|rain|rainwater|mud|the (water|rain|storm))/g,
  /\bflood of (?!water|sewage|rain)/g,
  /\b(flood|flooded|flooding) (my |the )?(inbox|phone|feed|market|zone|insurance|warning|watch|plain|light|lights)\b/g,
  // "a break in the lease", "the break-in period", "breaking in new shoes", "broke into tears".
  /\b(break|breaks|breaking) in (the |a |my |our |your |this |that |any )?(lease|contract|rent|payment|payments|schedule|period|time|routine|service|weather|rain|clouds|conversation|case|work|action|new|shoes|boots)\b/g,
  /\bbroke into (tears|a sweat|laughter|song|a smile|a run|hives)\b/g,
  // "if I broke my lease", "breaking the contract".
  /\b(break|breaks|breaking|broke|broken) (my |the |our |this |a |your )?(lease|contract|agreement|tenancy)\b/g,
  // "got fired", "fired up", "fire the plumber".
  /\b(got|get|gets|getting|was|were|been|be|being) fired\b/g,
  /\bfired (up|me|him|her|them|us)\b/g,
  // "we'll fire up the grill": lighting a grill or a fire pit on purpose.
  /\b(fire|fires|firing) (it )?up (the |a |our |my )?(grill|grills|bbq|barbecue|smoker|fire pit|firepit|chiminea)\b/g,
  /\b(we'll|well|we will|i'll|ill|i will|gonna|going to|want to|wanna|to|let's|lets|we|i|they|he|she) (fire|fires|firing) (it |them )?up\b/g,
  // "have a fire in the fire pit", "lit a fire in the fireplace", "a bonfire": a fire made on purpose,
  // in the place meant for it (the fire pit or fireplace is already masked as a thing).
  /\b(have|having|had|make|making|made|build|building|built|light|lighting|lit|start|starting|started|enjoy|enjoying) (a |an |our |the |some )?(small |little |nice |cozy |big )?(camp|bon)?fires? (in|on|at) (the |a |our |my )?(thing|grill|stove|wood stove|chiminea|burn barrel)\b/g,
  // "with a fire in the fire ring": a fire in a fire pit, ring or bowl is always one made on purpose.
  /\b(a|an|our|the|some) (small |little |nice |cozy |big )?(camp|bon)?fires? (in|on|at) (the |a |our |my )?(thing|wood stove|chiminea|burn barrel)\b/g,
  /\b(a|our|the|small|little|big) (camp|bon)fires?\b/g,
  // "banging all night, sounds like someone trying to break in lol": a noise likened to a break-in.
  /\b(sounds?|sounded|sounding|looks?|looked|feels?|felt) like (someone|somebody|a person|people|a guy|an intruder)( is| was| are| were)?( trying to| tryna)? (break|breaking|get|getting|bust|busting) in\b/g,
  // "worried the grill is gonna set the porch on fire": a fire feared, not burning.
  /\b(gonna|going to|will|might|could|would|may|afraid it'?ll|scared it'?ll)( \w+){0,3} (set|catch|start|light)( \w+){0,3} (on )?fire\b/g,
  // "if I ever smelled gas, what am I supposed to do?": a hazard supposed, not happening.
  /\b(if|in case|should) (i|we|you|u|anyone|someone|somebody|anybody|my kids?|the kids) (ever|were to|was to|happen to|happened to|ever happen to) (\w+ )?(smell|smelled|smells|see|saw|sees|notice|noticed|hear|heard|have|had|get|got|find|found) (some |any |a |an )?(gas|propane|smoke|smoky|fire|burning|leak|leaking|flood|flooding|water|carbon monoxide|co|intruder|burglar)( smell| leak| alarm)?\b/g,
  // "if you smell smoke, it's just the grill": a smell someone may notice later, explained.
  /\bif (you|u|anyone|someone|somebody|the neighbors|the neighbours|the landlord|anybody) (\w+ )?(smell|smells|see|sees|notice|notices|hear|hears) (some |any |a )?(smoke|smoky|burning|fire|a fire)( smell)?\b/g,
  /\b(smoke|smell|burning|smoky)( smell)? (is|it's|its|will be|would be) (just|only) (the |my |our |some )?(grill|bbq|barbecue|burgers|cooking|food|steaks?|the smoker|fire pit|candles?|incense|toast)\b/g,
  /\bfire (me|him|her|them|us|you|the (plumber|contractor|company|manager|property manager|agent|cleaner|cleaners))\b/g,
  /\b(fire away|under fire|fire sale|on fire (today|lately|this (week|month|season|year|quarter|semester)|in q[1-4]))\b/g,
  // "a huge fire at a house down the block last night": a fire elsewhere, and over.
  /\b(fire|fires|blaze)\b(?=[^.!?]{0,80}\b(down the (block|street|road)|across the street|in the neighbou?rhood|a few (houses|doors|blocks) (down|away|over)|on the next street|around the corner)\b)(?=[^.!?]{0,80}\b(last night|yesterday|last week|the other (day|night)|earlier (today|tonight)|this morning)\b)/g,
  // "the gutter overflows like a waterfall and my steps basically flood": rain outdoors, not in the home.
  /\b(gutters?|downspouts?|eaves ?troughs?)\b[^.?!]{0,60}\b(overflow|overflows|overflowing|flood|floods|flooding|waterfall)\b([^.?!]{0,40}\b(flood|floods|flooding|waterfall)\b)?/g,
  // "the sprinklers are flooding the sidewalk": a lawn's water, not the home's.
  /\b(sprinklers?|irrigation|hose)\b[^.?!]{0,20}\b(flood|floods|flooding|flooded)\b[^.?!]{0,20}\b(sidewalk|lawn|yard|grass|walkway|street|driveway|flower ?beds?)\b/g,
  // "a fire at a house a couple of streets over last night": a fire elsewhere, and over.
  /\bfire\b(?=[^.!?]{0,80}\b(a couple (of )?|a few |two |three )?(streets|blocks|houses|doors) (over|down|away)\b)/g,
  // "the cans are overflowing after the holiday": full bins, not a leak.
  /\b(trash |garbage |recycling |recycle |compost )?(cans?|bins?|dumpsters?|totes?) (are |is |were |was )?(already |totally |completely )?(overflowing|full|overfull)\b/g,
  // "the group chat is on fire", "my phone's been on fire all day": busy, not burning.
  /\b(group chat|groupchat|chat|chats|phone|inbox|feed|timeline|comments|team|stocks?|sales|game|playlist|outfit)('s| is| are| was| were| has been| have been| been)? (literally |totally |so |absolutely |kinda |kind of )?on fire\b/g,
  // Turning the heat down or off by choice ("can I turn the heat off while I'm away?") is no outage.
  /\b(can|could|may|should|shall|do) (i|we) (just |still |really )?(turn|turning|shut|shutting|switch|switching|put|putting) (off |down |low )?(the |my |our )?(heat|heating|heater|furnace|thermostat)( all the way)?( off| down| low| lower)?\b/g,
  /\b(i'll|ill|i will|i'm going to|im going to|gonna|want to|wanna|planning to|plan to|thinking of|ok to|okay to|allowed to|fine to|alright to) (just )?(turn|turning|shut|shutting|switch|switching|put|putting) (off |down |low )?(the |my |our )?(heat|heating|heater|furnace|thermostat)( off| down| low| lower)?\b/g,
  // A car, a phone or a laptop that broke is not the home's ("rent is late because of my car repair").
  /\b(car|cars|truck|vehicle|bike|motorcycle|phone|laptop|computer)('s)? (repair|repairs|trouble|troubles|problem|problems|issue|issues|broke|broken|broke down|crashed(?! (right )?(into|through))|accident)\b/g,
  /\b(my|our|the) (car|truck|vehicle|bike|motorcycle|phone|laptop|computer) (is |was |got |just )?(broken|broke( down)?|in the shop|totaled|died)\b/g,
  // "gas money", "out of gas".
  /\bgas (money|station|stations|price|prices|card|tank|mileage|pump|pumps|cap|pedal|guzzler|up)\b/g,
  /\b(out of|step on the|fill up on|filled up on) gas\b/g,
  // "a smoking deal", "went up in smoke", people who smoke.
  /\bsmoking (deal|deals|hot|gun|price|prices|sale|good|fast)\b/g,
  /\b(holy smokes|smoke and mirrors|up in smoke|blowing smoke|smoke break|smoke breaks)\b/g,
  /\b(i|we|they|you|people|he|she|tenants|neighbors|neighbours|guests|roommate|roommates|who|uncle|aunt|dad|mom|friend|friends|boyfriend|girlfriend|husband|wife|partner)( can| could| may| will| just| still| only| sometimes| usually| also| even)* (smoke|smoked|smokes)\b/g,
  /\bburning (question|questions|desire)\b/g,
  // "my friend broke into my room to prank me": a break-in in play.
  /\b(broke|broken|breaking|snuck) (into|in) (my |our |the )?\w+ (to (prank|surprise|decorate)|as a (prank|joke)|for a (prank|joke))\b/g,
  // "the grills are basically on fire every weekend": busy, said loosely.
  /\b(basically|practically|literally) on fire (every|all|each)\b/g,
];

/** Hazard words a negation can take back. */
const HAZARD_TERM =
  '(?:gas|propane|smell|smells|smelling|odor|odour|whiff|smoke|smoky|smoking|fire|fires|flame|flames|burning|spark|sparks|sparking|arcing|leak|leaks|leaking|leaked|flood|flooding|flooded|water|burst|pouring|gushing|spraying|overflowing|spreading|hissing|intruder|intruders|burglar|burglars|broke in|broken into|break in|broke into|going off|sounding|beeping|alarming|carbon monoxide)';
const NEGATOR =
  "(?:no|not|isn't|isnt|wasn't|wasnt|aren't|arent|weren't|werent|don't|dont|doesn't|doesnt|didn't|didnt|never|without|nothing|none|nobody|no one|haven't|havent|hasn't|hasnt|can't|cant|cannot|couldn't|couldnt|stopped)";
const BETWEEN =
  '(?:any|anymore|a|an|the|really|actually|even|visible|more|real|sign|signs|trace|of|see|seeing|saw|smell|smelling|notice|noticed|hear|there|is|are|was|longer|strong|obvious|it|on|had|been|anything)';
/** "not sparking or anything", "no smoke or fire", "I don't smell gas", "not leaking anymore". */
const NEGATED = new RegExp(
  `\\b${NEGATOR}(?: ${BETWEEN}){0,4} ${HAZARD_TERM}(?:(?: (?:or|nor|of|or any))?(?: ${BETWEEN}){0,2} ${HAZARD_TERM})*(?: or anything( like that)?| anymore)?\\b`,
  'g',
);
const NEGATED_FIRE = new RegExp(
  `\\b${NEGATOR}(?: ${BETWEEN}){0,4} (?:smoke|smoky|fire|fires|flame|flames|burning)\\b`,
);

/** Something happening now, in so many words. */
const HAPPENING_NOW =
  /\b(now|right now|help|everywhere|coming|pouring|spreading|filling|going off|went off|i smell|i can smell|we smell|smells like|there is|there's|theres|on fire|caught fire|started|happening|urgent|emergency|asap)\b|!/;
/** Something in the home burning now: "the cabinet above it is burning", "the toaster oven caught". */
const BURNING_NOW =
  /\b(grass|brush|mulch|leaves|hedge|bushes|weeds|lattice|cabinet|cabinets|curtain|curtains|blinds|couch|sofa|bed|mattress|wall|walls|ceiling|roof|stove|oven|toaster|microwave|dryer|pan|pot|grease|oil|trash|garbage|bin|kitchen|room|house|apartment|unit|building|garage|deck|porch|cord|tree|fence|shed|blanket|towel|rug|carpet|table|chair|something|everything)\b(?: \w+){0,3}? (is |are |was |keeps |started |starts |now |just |still )*(burning|on fire|in flames|ablaze|alight|smoldering|smouldering|caught fire)\b(?! (hot|up|off|calories|a hole))|\b(toaster|oven|stove|microwave|dryer|pan|pot|grease|curtain|curtains|heater|cord|outlet|grass|brush|mulch|leaves|hedge|bushes|weeds)\b(?: \w+){0,3} (just |has |had |then )?caught\b(?! (a|the|my|our|his|her|it|them|on|up|in|cold|a cold|sight|him|her|me|us)\b)|\b(fire|flames)\b (won't|wont|didn't|didnt|doesn't|doesnt|will not|did not) (go out|stop)\b/;
/** A room going hazy with eyes stinging, or with no cause the tenant can find: smoke. */
const ROOM_HAZE =
  /\b(room|hallway|hall|apartment|apt|kitchen|house|unit|place|bedroom|stairwell)\b[^.?!]{0,30}\b(getting|is|all|so|really|very|gone|went)( all| really| so)? (hazy|smoky|foggy)\b[^.?!]{0,80}\b(eyes (are |r )?(burning|stinging|watering)|(can't|cant|cannot) tell where|coming from|smells? (like )?(burning|smoke))\b/;
/** Smoke thick enough to hide a room, or a smell of something charring. */
const SMOKE_NOW =
  /\b(stove ?pipe|chimney|flue|black pipe|the pipe)\b[^.?!]{0,40}\b(glowing|orange|red hot|red-hot|roaring|on fire)\b|\b(roar|roaring|whooshing|rumbling)\b[^.?!]{0,80}\b(chimney|flue|stove ?pipe|pipe)\b[^.?!]{0,40}\b(orange|glowing|red|hot)\b|\bsmoke (is |keeps )?(seeping|billowing|rolling|pouring|coming|leaking|creeping|puffing) (out )?(under|from|through|out of|into|around)\b|\b(full of|filled with|filling with|filling up with|thick with) (white |grey |gray |black |thick )?(smoke|haze|fumes)\b|\bsmoke (is )?(getting|gets) (thicker|worse|heavier)\b|\b(hallway|hall|corridor|stairs|stairwell|room|kitchen|apartment|apt|unit|building|house|inside|in here)\b[^.?!]{0,40}\b(smoke|smoky|hazy|haze)\b[^.?!]{0,60}\b(can't|cant|cannot|can not|couldn't|couldnt) see\b|\b(smoke|smoky|hazy|haze)\b[^.?!]{0,40}\b(hallway|hall|corridor|stairs|stairwell|room|kitchen|apartment|apt|unit|building|house|inside|in here)\b[^.?!]{0,60}\b(can't|cant|cannot|can not|couldn't|couldnt) see\b|\b(smell|smells|smelling|smelled|smelt) (like |of )?something (charring|charred|scorching|scorched|singed|smoldering|smouldering)\b|\b(smell|smells|smelling|smelled|smelt) (like |of )?(charring|smoldering|smouldering)\b/;
/** The tenant says it can wait: "not an emergency", "no rush". */
const SAID_NOT_URGENT =
  /\b(not an emergency|not a emergency|not urgent|isn't urgent|isnt urgent|not super urgent|no rush|no hurry|whenever (you|someone|somebody) (can|gets?|has))\b/;
/** A danger that is growing or still going, or that has sent people outside. */
const GROWING_NOW =
  /\b(getting (stronger|worse|bigger|thicker|louder)|(is |it'?s )?still (burning|on fire|smoking|spreading|going)|(it'?s )?spreading|(got|getting|get) (the )?(kids|everyone|everybody|us all|my family) out|(we'?re|we are|everyone'?s|everyone is) (all )?out(side)? (on|in) the (lawn|street|yard|sidewalk|parking lot))\b/;
/** Kinds a tenant may call not urgent; gas, fire and carbon monoxide are asked about whatever they say. */
const MAY_WAIT: ReadonlySet<EmergencyKind> = new Set([
  'flood',
  'no_heat',
  'electrical',
  'break_in',
  'sewage',
  'structural',
]);

/** The smell of gas described: "like when you first turn on the grill but nothing is on". */
const GAS_DESCRIBED =
  /\b(smells?|smelling|reeks?|stinks?) (like|of) (when (you|i) (first )?(turn|light) (on )?)?(a |the )?(grill|stove|burner|bbq|barbecue|lighter|propane tank)\b[^.?!]{0,60}\b(nothing|no one|nobody|stove|burner|grill)s? (is |are |was )?(on|lit|running)\b|\bgas\b[^.?!]{0,40}\b(reeks|reeking|stinks|stinking)\b|\b(reeks|reeking|stinks|stinking)\b[^.?!]{0,40}\bgas\b/;
/** A hiss at a gas appliance or its pipe: a leak until shown not. */
const GAS_HISS =
  /\b(hiss|hissing|hisses)\b[^.?!]{0,40}\b(stove|cooker|range|hob|oven|dryer|furnace|boiler|water heater|meter|gas line|gas pipe|behind the (stove|cooker|oven|range|dryer))\b|\b(stove|cooker|range|hob|oven|meter|gas line|gas pipe)\b[^.?!]{0,30}\b(hiss|hissing|hisses)\b/;
/** A rotten-egg smell, either way round ("smells like the eggs rotten"). */
const ROTTEN_EGG =
  /\b(sulfur|sulphur|sulfury|sulphury) (smell|odor|odour|stink)\b|\b(rotten|rotting|rotted) (\w+ )?eggs?\b|\beggs? (\w+ )?(rotten|rotting)\b/;
/** The smell only in the water ("the hot water smells like rotten eggs"): often the heater, asked about. */
const WATER_SMELL =
  /\b(hot water|the water|tap water|faucet|tap|shower|drain|sink)\b[^.?!]{0,25}\b(smell|smells|smelling|stinks|stink)\b/;
/** A question about what the lease or the rules allow. */
const ABOUT_THE_RULES =
  /^(can|may|could) (i|we)\b|\b(can|may|could) (i|we|he|she|they|my \w+|our \w+|guests?|visitors?) (just |still |also )?(smoke|have|light|use|burn|grill)\b|^(is it |it's |its )?(ok|okay|alright|all right|fine) (to|if (i|we)) (smoke|have|light|use|burn|grill)\b|\b(am i|are we|are tenants|is it) (allowed|ok|okay|permitted)\b|\b(allowed|permitted|prohibited|policy|rules?|lease say|lease says)\b/;

// ---- fire: a smoke alarm

/** A smoke alarm sounding: a fire only when smoke or fire is named too. */
const SMOKE_ALARM =
  /\b(smoke|fire) (alarm|alarms|detector|detectors)( thing| things| in \w+( \w+)?)? (is |are |keeps |keep |just )?(going off|goes off|went off|sounding|beeping|ringing|blaring|chirping|chirps)\b/;
const SMOKE_ALARMS = new RegExp(SMOKE_ALARM.source, 'g');
const CHIRPING =
  /\b(chirp|chirps|chirping|low battery|battery|batteries|end of life|end-of-life|expired|expiry)\b/;

// ---- carbon monoxide

const CO_NAMED =
  /\bcarbon monoxide\b|\bco (alarm|alarms|detector|detectors|monitor|monitors|sensor|sensors|leak|poisoning|levels?)\b|\b(says|reads|labeled|labelled|marked) co\b|\bco( \w+){0,3} (letters?|screen|display|reading|symbol|sign)\b|\b(screen|display|monitor|readout)\b( \w+){0,4} (says|reads|shows|showing|saying) co\b|\bco \d{2,4}\b|\bcarbon (thing|stuff|gas)\b|\bcarbon mono ?(side|oxide|xide|ox)\b/;
/** A number on a carbon monoxide display: "the screen says CO 150". */
const CO_READING = /\bco (\w+ )?\d{2,4}\b|\b\d{2,4} ?ppm\b/;
/** A fuel-burning appliance or fumes, which make headaches and sleepiness carbon monoxide. */
const FUEL_BURNING =
  /\b(gas|kerosene|propane|space|oil|wall|floor) (heater|heaters|furnace|stove|oven)\b|\b(generator|furnace|boiler|fumes|exhaust|carbon|charcoal|wood stove)\b|\bcar (running|idling|on) in the garage\b/;
/** Feeling better out of the home: the air inside is the cause. */
const BETTER_OUTSIDE =
  /\b(better|fine|ok|okay|normal)\b[^.?!]{0,30}\b(outside|outdoors|out of the (house|apartment|apt|unit)|fresh air)\b|\b(outside|outdoors|fresh air)\b[^.?!]{0,20}\b(better|fine|ok|okay|normal)\b/;
/** Signs past a headache: vomiting, fainting, a person or pet that will not wake or get up. */
const POISONED =
  /\b(throwing up|threw up|vomiting|vomited|puking|puked|passed out|fainted|confused|can't wake|cant wake|hard to wake|won't wake|wont wake|won't get up|wont get up|can't get up|cant get up)\b/;
/** More than one person feeling it. */
const SEVERAL_PEOPLE =
  /\b(we|us|both|all|everyone|everybody|family|kids|children|husband|wife|partner|roommates?|mom|dad)\b/;
/** A carbon monoxide alarm sounding, even with words between ("the CO alarm won't stop going off"). */
const CO_SOUNDING =
  /\b(carbon monoxide|co) (alarm|alarms|detector|detectors|monitor|monitors|sensor|sensors)\b(?: \w+){0,4}? (going off|goes off|went off|go off|beeping|beeps|beeped|sounding|alarming|triggered|ringing|blaring|screaming|reading|reads|says co|showing|detected|detecting)\b|\b(carbon monoxide|co) (poisoning|leak|leaking|levels?|reading|is high|detected)\b|\bwarning carbon monoxide\b|\bcarbon monoxide\b[^.?!]{0,40}\b(number|reading|level|ppm)\b[^.?!]{0,20}\b(going up|rising|climbing|keeps going up)\b/;
const SYMPTOMS =
  /\b(head|heads) (hurts|hurt|is pounding|are pounding|pounding|aches|ache|aching|is killing)\b|\b(feel|feels|feeling|felt) (sick|ill|woozy|faint|funny|weird and sick)\b|\b(sleepy|so tired|can't wake|cant wake|hard to wake|headache|headaches|dizzy|dizziness|nausea|nauseous|throwing up|threw up|throw up|thrown up|vomiting|vomited|puking|puked|passed out|fainted|lightheaded|light headed|drowsy|confused|sick to (my|his|her|their|our) stomachs?)\b/;
/**
 * An alarm or detector sounding its alarm (not a chirp), whatever it is called: "the plug-in alarm in the
 * hall keeps doing 4 beeps and a pause". With headaches or vomiting it is carbon monoxide until shown
 * otherwise (four beeps and a pause is the carbon monoxide alarm's own pattern).
 */
const ALARM_SOUNDING =
  /\b(alarm|alarms|detector|detectors)\b(?: \w+){0,8}? (going off|goes off|went off|go off|keeps (beeping|going|sounding|doing|ringing|flashing)|beeping|beeps|sounding|ringing|blaring|screaming|flashing|blinking|won't stop|wont stop)\b/;
const FOUR_BEEPS =
  /\bbeep,? beep,? beep,? beep\b|\b(4|four) (loud |short |quick )?beeps\b|\b(beeping|beeps|beeped|beep) (\w+ )?(4|four) times\b/;
/** A device not named, described: "the white plug in thing with the little screen", "the little white box". */
const SOME_DEVICE = /\b(thing|things|box|device|gadget|unit)\b/;
/** Something sounding, whatever it is called ("the little white box is beeping like crazy"). */
const DEVICE_SOUNDING =
  /\b(beeping|beeps|beeped|going off|goes off|went off|sounding|blaring|screaming|red light|flashing|blinking)\b/;
/** Talk about the device itself ("is there a CO detector?", "it needs a new battery"). */
const CO_DEVICE =
  /\b(alarm|alarms|detector|detectors|monitor|sensor|battery|batteries|install|installed|replace|need|needs)\b/;

// ---- electrical fire risk

const ELECTRIC_PART =
  '(?:wall plate|switch plate|switch cover|outlet cover|cover plate|faceplate|outlet|outlets|socket|sockets|plug|plugs|switch|switches|breaker|breakers|breaker box|panel|fuse box|fuse board|fusebox|consumer unit|mains box|electric box|electrical box|junction box|fuse|fuses|wire|wires|wiring|cord|cords|light fixture|fixture|meter|electrical)';
const ELECTRIC_PARTS = new RegExp(`\\b${ELECTRIC_PART}\\b`);
const BURNING_SMELL =
  /\b(burning|burnt|burned) (smell|odor|odour)\b|\b(smell|smells|smelling|smelled|odor|odour) (of |like )?(something )?(burning|burnt|burned)\b|\b(burning|burnt|burned|melting|melted|hot) (plastic|rubber|wire|wires|wiring|metal)\b|\b(electrical|plastic|wire|wiring) (burning )?(smell|smells|odor|odour)\b/;
/** Where a part is, between it and what it does: "the outlet behind the couch is smoking". */
const PART_PLACE =
  '(?: (?:behind|in|by|near|next to|under|above|beside|on|over|of) (?:the |my |our |a |an )?\\w+(?: \\w+)?)?';
/** Scorch marks, a melted or crackling outlet. */
const ELECTRICAL_DAMAGE = new RegExp(
  `\\b(scorch|scorched|burn|burnt|burned|charred|blackened|melted|melting) (marks? )?(?:\\w+ ){0,4}${ELECTRIC_PART}\\b|\\b${ELECTRIC_PART}${PART_PLACE} (is |are |has |looks |got |keeps |just )?(hot and |warm and )?(scorched|charred|melted|melting|blackened|burnt|burned|smoking|sizzling|crackling|hot|sparked|sparking|sparks|hot to (the )?touch|gone black|turned black|gone brown|turned brown)\\b|\\b(crackling|sizzling) (noise |noises |sound |sounds )?(from|in|behind|inside) (the |an |a |my )?${ELECTRIC_PART}\\b|\\bsmoke (is )?(coming|pouring) (out )?(of|from) (the |an |a |my )?(\\w+ )?${ELECTRIC_PART}\\b`,
);
/** Water coming out of a light, an outlet or a fan: a shock and fire risk however slowly it drips. */
const WATER_IN_ELECTRICS = new RegExp(
  `\\bwater\\b[^.?!]{0,30}\\b(dripping|drips|dripped|leaking|leaks|coming|running|trickling|pouring)\\b[^.?!]{0,12}\\b(out of|from|through|into|in|inside) (the |a |an |my |our )?(\\w+ ){0,3}(light|lights|${ELECTRIC_PART}|fan|smoke detector)\\b|\\b(light|lights|${ELECTRIC_PART}|fan)\\b[^.?!]{0,20}\\b(dripping|leaking|full of) water\\b`,
);
/** A buzzing or humming panel, switch or outlet: asked about first. */
const ELECTRICAL_NOISE = new RegExp(
  `\\b${ELECTRIC_PART} (is |are |keeps |has been |started |starts )?(buzzing|humming|buzzes|hums)\\b|\\b(buzzing|humming) (noise |noises |sound |sounds )?(from|in|behind|inside|coming from) (the |an |a |my )?${ELECTRIC_PART}\\b`,
);

// ---- flooding

const SPOT =
  '(?:the |my |our |a |all |every )?(?:\\w+ )?(?:floor|floors|carpet|carpets|rug|hall|hallway|room|rooms|kitchen|bathroom|bedroom|bedrooms|living room|basement|stairs|stairwell|closet|garage|unit below|apartment below|downstairs|house|apartment|place)\\b';
/** Water spreading over floors and into rooms, overflowing that will not stop, water inches deep. */
const FLOODING = new RegExp(
  [
    `\\bwater (is |keeps |kept |has been |was |started |starts )?(all over|everywhere|covering|spreading|flowing|pouring|gushing|spilling|streaming|rushing|running|coming|going|seeping|overflowing) (out )?(onto|on to|into|in to|across|over|through|under|down|all over|on) ${SPOT}`,
    `\\bwater (is |was )?(all over|covering|across) ${SPOT}`,
    `\\b(overflowing|overflowed|overflow|overflows|spilling|pouring|gushing) (out )?(onto|on to|into|all over|across|over) ${SPOT}`,
    `\\b(overflowing|overflow|overflows|pouring|gushing|spraying)( and)? (won't|wont|will not|can't|cant|doesn't|doesnt|does not|isn't|isnt|not) stop`,
    `\\b(won't|wont|can't|cant|doesn't|doesnt) stop (overflowing|pouring|gushing|spraying)`,
    `\\bwater (is |keeps )?(spreading|rising)\\b`,
    // "a branch came thru the roof … snow and water coming in": the weather inside through a hole.
    `\\b(tree|branch|limb|roof|window|wall|ceiling|hole)\\b[^.?!]{0,80}\\b(water|rain|snow)\\b[^.?!]{0,30}\\b(coming|pouring|leaking|getting|blowing) (in|inside|through|thru)\\b`,
    // "the ceiling is bulging and dripping fast": water held above a ceiling that may give way.
    `\\bceiling\\b[^.?!]{0,30}\\b(bulging|sagging|caving|collapsing|buckling|bubbling)\\b[^.?!]{0,60}\\b(dripping|leaking|water|pouring)\\b`,
    // "water is dripping through her ceiling and it's coming from my place": leaking into the home below.
    `\\bwater\\b[^.?!]{0,40}\\b(dripping|leaking|coming|pouring|running)\\b[^.?!]{0,30}\\bceiling\\b[^.?!]{0,60}\\b(from|thru|through|under) (my|our) (place|unit|apartment|apt|condo|bathroom|kitchen|floor|tub|shower|toilet)\\b`,
    `\\bwater (is |keeps |was )?(still |literally |just |actually |really |seriously |totally |like |now )?(pouring|gushing|spraying|coming) (in )?(through|from|out of) (the |a )?(\\w+ ){0,2}(ceiling|wall|walls|light fixture|light|floor)\\b`,
    `\\b(inch|inches|foot|feet|ft|cm) of water\\b|\\b(ankle|knee) deep\\b|\\b(an|one|two|three|\\d+) (inch|inches) (of water )?(on|across|covering|all over) (the |our |my )?(\\w+ )?(floor|floors|carpet|ground)\\b`,
    // "the basement floor is like an inch deep already"
    `\\b(floor|floors|basement|water|carpet)\\b.*\\b(an|one|two|three|a few|\\d+) (inch|inches|foot|feet) deep\\b`,
    // "water is shooting everywhere"
    `\\bwater (is |keeps |was )?(shooting|spraying|spewing|squirting|blasting|pouring|gushing) (out )?(everywhere|all over)\\b`,
    `\\b(floor|floors|carpet|basement|kitchen|bathroom|hallway|room|apartment|unit|garage) (is |are )?(under water|underwater|submerged|covered in water|full of water|filling with water|filling up with water)\\b`,
    // "the lounge is a foot under", "we're taking water", "the river's come up": water coming into the home.
    `\\b(a |an |one |two |three |\\d+ )?(foot|feet|ft|inch|inches) under\\b`,
    `\\btaking (on )?water\\b`,
    `\\b(over|up to|past) (my |our |the )?(ankles|ankle|knees|shins|shoes)\\b`,
    `\\b(river|creek|stream|canal|lake|sea|tide)('s| is| has)? (come|came|coming|risen|rising|flooded|over)\\b`,
    // "the geyser burst", "the water heater split": a tank or line giving way.
    `\\b(geyser|water heater|hot water (tank|heater|cylinder)|cylinder|boiler|tank|water main|main|mains|supply line|hose|radiator)\\b (has |just |had )?(burst|bursted|exploded|split|blew|blown|ruptured|cracked open)\\b`,
    `\\bwater (is |keeps |was )?(still |literally |just |now )?(pissing|streaming|flowing|cascading|dumping|running|piling|bucketing|jetting|shooting) (in |out |down )?(through|from|out of|into|in through|down) (the |a |our |my )?(\\w+ ){0,2}(ceiling|wall|walls|light|lights|floor|roof|door|window|windows|stairs)\\b`,
    // "it's spreading into the bedrooms", "the closet is gushing water": water moving through the home.
    `\\b(it|it's|its|water|the water)\\b (is |keeps |has been |started )?(spreading|flowing|running|pouring|seeping) (into|in to|across|through|over|under|all over) ${SPOT}`,
    `\\b(gushing|pouring|spraying|spewing|shooting|spurting|pissing) (out )?(water|hot water)\\b`,
    // "something is gushing inside the wall", "the carpet is soaked and spreading into the hall".
    `\\b(gushing|pouring|spraying|rushing|running) (inside|in|behind|within) (the |a )?(wall|walls|ceiling)\\b`,
    `\\b(soaked|soaking|wet|sopping)\\b[^.?!]{0,20}\\b(spreading|getting bigger|growing)\\b`,
    // "the floor is covered and it's still rising", "my stuff is floating": water standing and growing.
    `\\b(water|rain|rainwater|floor|floors|basement|it|it's|its)\\b[^.?!]{0,30}\\b(still )?(rising|getting deeper)\\b`,
    `\\b(whole|entire) (\\w+ )?(floor|basement|room|kitchen|apartment|unit) (is |got |was )?(covered|soaked|under)\\b`,
    `\\b(stuff|things|boxes|shoes|toys|furniture|everything) (is |are )?(floating|under water|underwater)\\b`,
  ].join('|'),
);

// ---- sewage

const WASTE =
  '(?:sewage|sewer water|raw sewage|poop|poo|feces|faeces|human waste|toilet water|dirty water|brown water|black water|nasty water|gross water|filthy water)';
/** Waste water coming up into the home: out of a drain, over the floor, when someone else flushes. */
const SEWAGE = new RegExp(
  [
    `\\b${WASTE}\\b[^.?!]{0,60}\\b(coming up|come up|comes up|came up|backing up|backed up|bubbling up|coming out|comes out|pouring out|overflowing|spreading|rising|over onto|onto the floor|on the floor|all over|everywhere)\\b`,
    `\\b(coming up|came up|backing up|backed up|bubbling up|overflowing|spilling) (with |through |out of )?(raw )?${WASTE}\\b`,
    // "the tub is filling up with brown water from the drain": the sewer backing up into the home.
    `\\b(filling|filling up|fills up|coming up|came up|comes up|backing up|rising|bubbling up)\\b[^.?!]{0,40}\\b(from|through|thru|out of|up) (the )?(\\w+ )?(drain|drains|floor drain)\\b`,
    // "every time upstairs flushes my toilet bubbles and water comes up": someone else's waste rising here.
    `\\b(upstairs|neighbou?rs?|someone|somebody|they|anyone|the unit above)\\b[^.?!]{0,30}\\b(flush|flushes|flushed|runs water|showers?)\\b[^.?!]{0,80}\\b(comes? up|coming up|came up|bubbling|bubbles|gurgling|overflow|overflows|overflowing|backs up|backing up)\\b`,
  ].join('|'),
);

// ---- something giving way

const STRUCTURE =
  '(?:ceiling|ceilings|roof|wall|walls|floor|floors|stairs|staircase|stairway|steps|landing|balcony|deck|porch|beam|joist|joists)';
/** A ceiling that fell, stairs that dropped, a balcony pulling away: someone may be under or on it. */
const GIVING_WAY = new RegExp(
  [
    `\\b${STRUCTURE}( (up |down )?(in|on|of|above|over|by|near|outside|behind|to) (the |my |our |a )?\\w+( \\w+)?)? (just |has |have |is |are |was |partly |partially |literally |like |now |kind of |kinda )*(fell|fallen|falls|falling|fell in|caved|caving|collapsed|collapsing|came down|coming down|gave way|giving way|gave out|dropped|dropping|sank|sinking|tilted|tilting|pulling away|pulled away|separating|breaking off|broke off)\\b(?! apart| off| asleep)`,
    `\\b(part|piece|pieces|chunk|chunks|half|some) of (the |my |our )?(\\w+ )?(ceiling|roof|wall|plaster|drywall)\\b[^.?!]{0,20}\\b(fell|fallen|came down|caved|collapsed|dropped|down)\\b`,
    `\\b(chunks|pieces) of (plaster|drywall|ceiling)\\b`,
    `\\b(bits|pieces|chunks|plaster|debris|bricks|masonry)\\b (of \\w+ )?(keep |keeps |are |is |still |started |start )*(falling|coming|dropping) (down|off|out|from)\\b`,
    `\\bcrack\\b[^.?!]{0,30}\\b(you|i|we) (can|could) (fit|put|stick|see through)\\b`,
    `\\b(hole|holes) in (the |my |our )?ceiling\\b[^.?!]{0,60}\\b(fell|came down|caved|collapsed)\\b`,
  ].join('|'),
);

/** A balcony, deck or stairs that moves underfoot or parts from the wall. */
const COMING_AWAY =
  /\b(balcony|deck|porch|stairs|staircase|steps|landing|railing)\b[^.?!]{0,80}\b((big |wide )?gap (now )?(where|between)|(pulling|coming|separating|pulled|came) (away|off) from|moves? when (you|i|we) (step|walk|stand)|(bouncing|swaying|wobbling|shifting) when|dropped (like |about |maybe )?(an?|one|two|\d+) (inch|inches))\b/;
/** A vehicle driven into the building. */
const VEHICLE_IN =
  /\b(open|empty) (elevator |lift )?shaft\b|\bno (elevator |lift )?car\b[^.?!]{0,30}\bshaft\b|\b(car|truck|van|suv|vehicle|driver)\b[^.?!]{0,20}\b(crashed|drove|plowed|ploughed|slammed|smashed|ran|backed) (right )?(into|through) (the |our |my )?(front of the )?(building|house|lobby|wall|garage|front|entrance|apartment|unit|porch)\b|\b(drove|driven|crashed|ran|plowed|ploughed|slammed|smashed|backed)( a| his| her| their)? ?(car|truck|van|suv)? (into|through) (the |our |my )?(front of the )?(building|house|lobby|wall|garage|front|entrance|apartment|unit|porch)\b/;
/** A crack seen growing, in a wall, ceiling, floor or stairs. */
const CRACK_GROWING =
  /\bcracks?\b[^.?!]{0,15}\b(just )?(opened|appeared|formed|split open|ran)( up| across| through)\b|\bcracks?\b[^.?!]{0,40}\b(getting (wider|bigger|longer)|growing|opening up|spreading|wider by|bigger by)\b/;
const STRUCTURES = new RegExp(`\\b${STRUCTURE}\\b`);

// ---- someone at risk behind a locked door, or trapped

const LOCKED_OUT =
  /\b(stuck|locked) outside\b|\bkey (snapped|broke|broken|stuck) (off )?in (the |my )?lock\b|\b(locked|lock) (myself |ourselves )?out\b|\blocked out\b|\b(door|it) (shut|closed|latched|locked) behind (me|us)\b|\b(slider|sliding door|door)\b[^.?!]{0,20}\b(latched|locked) (behind|on) (me|us|her|him|them)\b|\bkeys? (are |is )?(inside|locked inside|on the (counter|table))\b/;
/** Who or what is at risk inside: a child alone, a pot on the stove, a bath running. */
const AT_RISK_INSIDE =
  /\b(baby|babies|infant|newborn|toddler|child|kid|kids|son|daughter|little one|\d{1,2} ?(months?|mo|yr|yrs|years?|year) old)\b[^.?!]{0,40}\b(inside|in there|alone|asleep|sleeping|in the (apartment|apt|house|unit|crib|bath))\b|\b(inside|alone)\b[^.?!]{0,20}\b(baby|infant|toddler|child|kid)\b|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) ?(months?|mo|years?|year)[- ]old\b[^.?!]{0,40}\b(inside|in there|alone|asleep|sleeping)\b|\b(pot|pan|stove|oven|burner|bath|tub)\b[^.?!]{0,20}\b(on|running|going|cooking)\b/;
/** Feeling the cold badly. */
const COLD_FELT =
  /\b(can't|cant|cannot) feel my (fingers|hands|feet|toes|face)\b|\bshivering\b|\bfreezing out here\b|\bfrostbite\b/;
/** Out in the cold with nothing warm. */
const NOT_DRESSED =
  /\b(t-?shirt|tshirt|shorts|slippers|barefoot|no (coat|jacket|shoes)|in my (pajamas|pyjamas|pjs|robe|towel))\b/;
/** Someone stuck in a lift, or trapped in a room. */
const TRAPPED =
  /\b(stuck|trapped|locked) in there\b[^.?!]{0,100}\b(can't|cant|cannot) get (it|him|her|them|the door) (open|out)\b|\b(stuck|trapped|locked) in there\b[^.?!]{0,100}\b(asthma|seizure|trouble breathing|diabetic|insulin|confused|passed out|fainted|\d{2} ?(years? old|yrs? old|yo)?)\b|\b(stuck|trapped|locked) (in|inside) (the |a |his |her |their |my |our )?(bathroom|toilet|room|bedroom|closet|apartment|flat|unit|house|basement|attic)\b[^.?!]{0,80}\b(can't|cant|cannot|can not|couldn't|couldnt|unable to) (get|come) out\b|\b(can't|cant|cannot|couldn't|couldnt) (get|come) out\b[^.?!]{0,60}\b(stuck|trapped|locked in)\b|\b(calling|yelling|screaming|crying|shouting|banging) (out )?for help\b|\b(fell|fallen|collapsed) (down )?and (can't|cant|cannot|couldn't|couldnt) get up\b|\b(unconscious|unresponsive|not breathing|isn't breathing|isnt breathing|won't wake up|wont wake up)\b|\b(elevator|lift)\b[^.?!]{0,40}\b(stuck|trapped)\b[^.?!]{0,60}\b(with (someone|somebody|people|a |an |my |our |me|us|him|her|them)|inside|in it|in there)\b|\b(elevator|lift)( [a-z0-9]{1,2})? (is |got |just |has )?(stuck|stopped) between (floors|\d+ and \d+|the \w+ and \w+)\b[^.?!]{0,60}\b(with|inside|in it|in there|trapped|stuck)\b|\b(elevator|lift) (is |got |just )?stuck between floors\b|\b(stuck|trapped|locked) (in|inside) (the |a |his |her |their |my |our )?(bathroom|toilet|room|bedroom|closet)\b[^.?!]{0,140}\b(asthma|seizure|can't breathe|cant breathe|trouble breathing|not breathing|passed out|fainted|bleeding|diabetic|insulin|panic attack|heart)\b|\b(stuck|trapped) (in|inside) (the |an |a )?(\w+ )?(elevator|lift)\b|\b(someone|somebody|person|people|he's|she's|hes|shes|kid|child|neighbou?r)\b[^.?!]{0,20}\b(stuck|trapped) (in|inside) (the |an |a )?(elevator|lift)\b/;

// ---- a break-in, being attempted now

/** Someone trying to get in right now: a handle tried, a latch scraped, a tenant hiding. */
const ATTEMPTED_ENTRY =
  /\b(someone|somebody|some one|a (guy|man|woman|person|stranger)|some (guy|man|woman|person|people)|strangers?)\b[^.?!]{0,50}\b(is |are |keeps |kept |has been |was )?(trying|jiggling|rattling|yanking|pulling on|messing with|picking|prying at|scraping at)( at)? (the |my |our )?(\w+ ){0,2}(door|doors|handle|handles|knob|doorknob|lock|locks|deadbolt|window|windows|latch|slider|sliding door|patio door|screen door)\b|\b(someone|somebody|a (guy|man|woman|person|stranger)|some (guy|man|woman|person))\b[^.?!]{0,40}\b(turning|twisting|trying) (the |my |our )?(door ?knob|knob|handle|door handle)\b|\b(prying|jiggling|picking)( noises?| sounds?)? (at|on|in) (the |my |our )?(\w+ ){0,2}(window|door|lock|latch|handle)\b|\bscraping( noises?| sounds?)? (at|on) (the |my |our )?(\w+ ){0,2}(lock|latch|handle|deadbolt)\b|\b(i'm|im|i am|we're|we are) hiding\b/;

/**
 * Told in a few words: "guy climbing in my window", "someone breaking my back door", "stranger in my
 * apartment right now".
 */
const GETTING_IN_NOW =
  /\b(someone|somebody|some one|(a |some )?(guy|man|woman|person|dude|stranger|strangers|men|people))\b[^.?!]{0,20}\b(climbing|crawling|coming|getting|breaking|kicking|smashing|bashing|forcing|prying)( in| into| through| down| open)? (the |my |our |a )?(\w+ )?(window|windows|door|slider|sliding door|balcony|lock)\b|\b(a )?(stranger|intruder|man i don'?t know|guy i don'?t know)\b[^.?!]{0,12}\b(in|inside) (my|our|the) (apartment|apt|house|home|unit|room|bedroom|place)\b/;

/** Something spilled: "knocked over the water bowl, water all over the floor" is no flood. */
const SPILL =
  /\b(knocked over|spilled|spilt|dropped|tipped over) (a |the |my |our |his |her )?(\w+ )?(water )?(bowl|glass|cup|bucket|vase|bottle|jug|pitcher|tank|aquarium)\b/;

// ---- a break-in

const FORCED_ENTRY =
  /\b(window|windows|slider|sliding door|patio door)\b[^.?!]{0,20}\b(was |is |got |been |were )?(pried|jimmied|forced|kicked|smashed|busted) (open|in)\b|\b(there'?s|theres|there is|there) (a|some) (guy|man|woman|person|stranger|someone|somebody)\b[^.?!]{0,40}\b(i don'?t know|i dont know|i don'?t recogni[sz]e|i dont recogni[sz]e|not supposed to be)\b|\bpry (marks?|bar marks?)\b|\b(door|lock|deadbolt)\b[^.?!]{0,60}\b(frame|jamb) (is |was |got |has been )?(all )?(split|splintered|cracked)\b|\bdoor (was |is |has been |had been |got |been )?(kicked in|kicked open|kicked down|forced|forced open|pried|pried open|jimmied|broken down|busted open|busted in|smashed in|bashed in)\b|\b(kicked|forced|pried|busted|smashed) (in |open |down )?(the |my |our |a )?(front |back |side |apartment |unit |entry )?door (in|open|down)\b|\b(kicked|forced|pried) (in |open )?(the |my |our )(\w+ ){0,2}door\b|\b(forced|pried|jimmied|smashed) (in |open )?(the |my |our |a )(\w+ ){0,2}(window|slider)( open| in)\b|\bdoor ?frame (is |was |got )?(split|splintered|cracked|broken|busted|smashed)\b|\b(someone|somebody|people|they|a man|a guy|men) (is |are |was |were )?trying to (get in|get inside|break in|open (the |my )?door)\b|\b(stuff|things|everything|tv|laptop|jewelry|valuables) (is |are |was |were )?(gone|missing|stolen)\b.*\b(window|door|lock)\b|\b(window|door|lock) (was |is )?(smashed|broken|busted|forced)\b.*\b(gone|missing|stolen)\b/;
/** Someone has been inside: "someone was definitely in here", "somebody's been in the apartment". */
const INTRUDED =
  /\b(someone|somebody|a (man|guy|person|stranger))\b[^.?!]{0,12}\b(moving|walking|rummaging) around (in|inside) (the |my |our )?\w+|\b(someone|somebody|some one|a stranger|strangers|an intruder|a man|a guy|people)(['’]s| was| has| had| is| were| have)?( been| got| gotten| came| come)?( definitely| clearly| obviously| def| totally| for sure)? (in here|inside|in (here|the|my|our) ?(apartment|apt|house|home|place|unit|room|bedroom)?|in (while|when) (i|we))\b/;
/** An intruder seen inside now: on a camera, going through things. */
const INSIDE_NOW =
  /\b(hear|heard|hearing) (someone|somebody|people|a (man|guy|person))\b|\b(camera|cam|video|ring|doorbell cam|security cam)\b|\b(going through|rummaging|stealing|taking) (my |our |the )?(drawers|stuff|things|closet|room|tv|jewelry)\b|\b(is|are) (still )?(in|inside) (here|there|my|our|the)\b|\bright now\b/;
/** A door or its glass broken through: "the sliding door is shattered". */
const DOOR_BROKEN_THROUGH =
  /\b(door|slider|sliding door|patio door|glass door)( to the \w+| glass)? (is |was |has been |got |been )?(shattered|smashed|smashed in|broken in|busted in)\b/;
/** A home that cannot be locked: a break-in when forced, otherwise asked about first. */
const CANNOT_SECURE =
  /\b(can't|cant|cannot|can not|unable to|no way to|won't be able to) (lock|secure) ((the |my |our )?(front |back |entry |apartment |unit |main )?(door|apartment|apt|unit|house|home|place)|it|up)\b|\b(?<!(bathroom|bedroom|closet|cabinet|mailbox|shed|laundry|storage|locker|car|window|screen|gate) )(front |back |entry |entrance |apartment |unit |main )?(door|lock|deadbolt) (won't|wont|doesn't|doesnt|does not|will not|can't|cant|no longer) (lock|latch|secure)\b/;
/** "it won't close or lock": a door that stays open. */
const WONT_CLOSE =
  /\b(won't|wont|will not|doesn't|doesnt|does not|can't|cant|cannot) (close|shut|lock)( (or|and|nor) (close|shut|lock))?\b/;
/** Locks that are not the home's: "can't lock the mailbox" is no open door. */
const OTHER_LOCK =
  /\b(mailbox|window|windows|cabinet|closet|bathroom|bedroom|shed|car|gate|locker|storage|garage|bike)\b/;
const LOCK_BROKEN =
  /\b(lock|locks|padlock|deadbolt|door frame|doorframe|frame|latch|door) (on the \w+ |on my \w+ )?(is |was |has been |got |are )?(broken|busted|smashed|forced|pried|drilled|ripped out|torn out|splintered|cut|snapped)\b/;

// ---- no heat

const NO_HEAT =
  /\b(furnace|heater|boiler|heat|heating|pilot)\b[^.?!]{0,40}\b(nothing happens|won't (light|ignite|catch|fire up|kick on)|wont (light|ignite|catch|kick on)|doesn't (light|ignite)|keeps clicking|clicking but|clicks but)\b|\bno (heat|heating|warm air|hot air)\b|\b(heat|heating|heater|furnace|boiler|radiators?|baseboards?|vents?)\b( \w+){0,2}? (is |are |feel |feels |been |stay |stays |stayed |went |gone )?(stone |ice |completely |totally |freezing |dead |ice-)?cold\b|\b(heat|heater|furnace|vents?|it)\b[^.?!]{0,40}\b(blowing|blows|blew|puts out|putting out) (only |just |nothing but )?cold( air)?\b|\b(heat|heats|heat's|heating|heater|furnace|boiler|radiators?)( is| has| went| just| been| has been| is still| still| completely| totally| all| seems| keeps)* (out|off|broken|broke|dead|died|down|not working|stopped working|quit|failed|stopped|gone|busted|out of order)\b|\b(heat|heating|heater|furnace|boiler|radiators?) (still |just |completely |totally )?(doesn't|does not|isn't|is not|won't|will not|wont|doesnt|isnt|not|never) (work|working|turn on|come on|coming on|turning on|heat|heating|start|starting|running|kick on|kicking on)\b/;
/** Freezing weather, in so many words. */
const FREEZING =
  /\b(is|it's|its|it is) minus\b|\bminus (outside|out|tonight)\b|\b(ice|icicles) (on|in|inside|forming)\b|\bgetting ice\b|\b(freezing|frozen|freeze|froze|below zero|below freezing|sub zero|subzero|frigid|snow|snowing|blizzard|icy|ice storm|frostbite|hypothermia|single digits)\b|\b\d{1,2} (degrees )?below\b|\bminus \d{1,2}\b/;
const COLD = /\b(cold|chilly|freezing|frozen|freeze|frigid)\b/;
/** Someone the cold puts at risk. */
const VULNERABLE =
  /\b(baby|babies|infant|infants|newborn|toddler|toddlers|children|kids|child|little ones?|elderly|senior|seniors|grandma|grandmother|grandpa|grandfather|old (man|woman|lady|people)|pregnant|disabled|oxygen|medical condition|sick (kid|child|baby|mom|mother|dad|father))\b|\b\d{1,2} ?(months?|mo|yr|yrs|years?|year) old\b/;

const DEGREES = /^\s*(°|º|degrees?\b|deg\b)/;
const SCALE = /^\s*(°|º|degrees?|deg)?\s*(f|c|fahrenheit|celsius)\b/;
const OUTSIDE_AFTER = /^\s*(°|º|degrees?|deg)?\s*(f|c|fahrenheit|celsius)?\s*(outside|out|outdoors)\b/;
const PLACE_AFTER =
  /^\s*(°|º|degrees?|deg)?\s*(f|c|fahrenheit|celsius)?\s*(inside|outside|out|outdoors|indoors|in here|in the|in my|in our|in this)\b/;
const TEMPERATURE_CUE =
  /\b(it's|its|it is|temp|temperature|thermostat|down to|dropped to|drops to|reads|says|shows)\b(?: \w+){0,2} ?$/;
const WEATHER_BEFORE =
  /\b(weather|forecast|wind ?chill|feels like|overnight|lows?|highs?)\b(?: \w+){0,3} (is |of |says |near |around |about )?$/;
const WEATHER_AFTER =
  /^\s*(°|º|degrees?|deg)?\s*(f|c|fahrenheit|celsius)?\s*(tonight|today|tomorrow|overnight|this (morning|evening|afternoon|week)|out there|with the wind ?chill)\b/;
/** A temperature falling in the home: "the house is down to 52 and dropping". */
const FALLING_TO =
  /\b(house|home|apartment|apt|place|unit|flat|inside|in here|bedroom|living room|it)( is| has| has gotten| got)? (down to|dropped to|dropping to|fallen to|fell to|falling to)\s*$/;

/**
 * A temperature given as a number that is dangerously cold: at or below freezing outside, 55°F (12°C) or
 * less inside. "10 degrees outside", "it's 45 inside", "the thermostat says 52".
 */
export function saysDangerouslyCold(typed: string): boolean {
  for (const match of typed.matchAll(/(-|minus )?\b(\d{1,3})(?:\.\d)?\b/g)) {
    const start = match.index;
    const end = start + match[0].length;
    const before = typed.slice(Math.max(0, start - 30), start);
    const after = typed.slice(end, end + 30);
    const scale = SCALE.exec(after)?.[2];
    const isTemperature =
      DEGREES.test(after) ||
      scale === 'fahrenheit' ||
      scale === 'celsius' ||
      FALLING_TO.test(before) ||
      (TEMPERATURE_CUE.test(before) &&
        (PLACE_AFTER.test(after) ||
          /\b(temp|temperature|thermostat)\b/.test(before) ||
          // "its like -10 and im sitting on the steps": a number below zero said of "it" is the cold.
          Boolean(match[1])));
    // "my weather app says -4 tonight", "the low is 10 overnight": the weather outside.
    const isWeather = WEATHER_BEFORE.test(before) || WEATHER_AFTER.test(after);
    if (!isTemperature && !isWeather) continue;
    const value = Number(match[2]) * (match[1] ? -1 : 1);
    const outside = isWeather || OUTSIDE_AFTER.test(after) || /\b(outside|outdoors)\b[^.,]*$/.test(before);
    const celsius = scale === 'c' || scale === 'celsius';
    if (celsius ? value <= (outside ? 0 : 12) : value <= (outside ? 32 : 55)) return true;
  }
  return false;
}

const INDOOR_AFTER =
  /^\s*(°|º|degrees?|deg)?\s*(f|c|fahrenheit|celsius)?\s*(inside|indoors|in here|in the (house|apartment|apt|unit|room|bedroom|kitchen|living room|place|home|nursery)|in my (house|apartment|apt|unit|room|bedroom|place|home))\b/;
const INDOOR_BEFORE =
  /\b(inside|indoors|in here|thermostat|house|apartment|apt|bedroom|living room|nursery)\b( is| says| reads| shows| only| just| now| down to| it's| its){0,3}\s*$/;

/** A temperature said to be inside the home, dangerously cold (55°F or 12°C or less): "it's 38 in here". */
export function saysColdIndoors(typed: string): boolean {
  for (const match of typed.matchAll(/(-|minus )?\b(\d{1,3})(?:\.\d)?\b/g)) {
    const start = match.index;
    const end = start + match[0].length;
    const before = typed.slice(Math.max(0, start - 30), start);
    const after = typed.slice(end, end + 40);
    if (!INDOOR_AFTER.test(after) && !INDOOR_BEFORE.test(before)) continue;
    const scale = SCALE.exec(after)?.[2];
    const value = Number(match[2]) * (match[1] ? -1 : 1);
    // A bare number after "inside" is a temperature only with its degrees or scale, or beside "in here".
    if (!DEGREES.test(after) && !scale && !INDOOR_AFTER.test(after) && !/\bthermostat\b/.test(before))
      continue;
    const celsius = scale === 'c' || scale === 'celsius';
    if (celsius ? value <= 12 : value <= 55) return true;
  }
  return false;
}

// ---- signals described, not named

/** Smoke or something like it seen: haze, soot, "grey stuff", fumes. */
const SMOKE_SEEN =
  /\b(smoke|smoky|smokey|haze|hazy|soot|fumes|(grey|gray|black|dark|white) (stuff|cloud|clouds|air|fog)|cloud of \w+)\b/;
/** What says the smoke is a fire: a burning smell, heat through a door, eyes stinging, a room going dim. */
const FIRE_CUE =
  /\b(smells?|smelling|smelled|smelt|smell of|smell like|odor|odour)\b[^.?!]{0,25}\b(burnt|burned|burning|charred|scorched|hot plastic|melting|plastic|oil)\b|\b(burnt|burned|burning|hot|melting) (plastic|oil|rubber|wood|wire|wires|smell)\b|\b(door|wall|walls|knob|handle|floor|ceiling)\b[^.?!]{0,20}\b(is |are |feels |feel )?(hot|warm) (to the touch|when (i|we|you) touch)\b|\b(door|wall|walls|knob|handle)\b[^.?!]{0,10}\b(is|are|feels|feel) (really |very |super )?hot\b|\b(eyes|throat) (are |is |r )?(stinging|burning|watering)\b|\b(getting|gets|going|gone) (hazy|smoky|dark)\b|\b(can't|cant|cannot|can not) see\b|\bcrackling\b|\bacrid\b/;
/** Smoke that is from cooking, a candle or the outdoors, not the home burning. */
const HARMLESS_SMOKE =
  /\b(toast|popcorn|bacon|cooking|cooked|searing|seared|frying|steak|burgers?|incense|candles?|sage|vape|vaping|cigarettes?|wildfires?|forest fires?|brush fires?|controlled burn|prescribed burn|fire department|exhaust|tailpipe|bus|truck)\b/;
/** Black smoke pouring from the home or its machines. */
const BLACK_SMOKE =
  /\bblack smoke\b|\bblack (stuff|cloud|clouds)\b[^.?!]{0,20}\b(pouring|billowing|coming|rolling|puffing)\b|\bsmoke\b[^.?!]{0,20}\b(is )?(black|thick and black)\b/;
/** Flames described: orange and crackling, catching what is next to it. */
const FLAMES_DESCRIBED =
  /\b(shed|garage|house|roof|wall|deck|porch|fence|tree|building|attic|barn|trailer|camper|outlet|panel|dryer|chimney)\b[^.?!]{0,60}\b(orange|glowing)\b[^.?!]{0,30}\b(crackling|crackle|popping|spreading|catching)\b|\b(catching|spreading to|spread to|reaching) (onto |on )?(the |our |my )?(fence|house|roof|deck|porch|garage|shed|wall|building|trees?|siding|eaves|barn)\b|\b(orange|red) glow(ing)?\b[^.?!]{0,20}\b(inside|in|through|behind|from|under)\b (the |a |my |our )?(\w+ ){0,2}(drum|dryer|panel|wall|walls|outlet|vent|seams|ceiling|attic|oven|duct|hood|cabinet|closet|crawlspace|basement|garage)\b|\b(hood|duct|ductwork|vent|exhaust|fryer|flue)\b[^.?!]{0,30}\b(lit up|roaring|flaming|in flames|flared up)\b|\b(roaring|flaming|flames)\b[^.?!]{0,20}\b(into|up|through|in) (the )?(duct|ductwork|hood|vent|flue|chimney)\b|\b(it|dryer|drum|stove|pan|grill|hood|fryer|oil|grease|flames?)\b (just )?(flared|flamed) up\b/;

/** A propane tank or gas line hissing or whistling, frosted over, or smelling of skunk. */
const GAS_AT_TANK =
  /\b(propane|tank|regulator|gas line|gas pipe|gas meter|line (from|to|going from|going to) the (tank|house|meter))\b[^.?!]{0,60}\b(hiss|hisses|hissing|whistle|whistles|whistling|frosted|frosting|frosty|iced over|icing up|skunk|skunky)\b|\b(hiss|hissing|whistling|skunky|skunk smell|smells? like (a )?skunk)\b[^.?!]{0,80}\b(propane|tank|regulator|gas line|gas pipe|stove|furnace|dryer|water heater|meter|meters|gas meter)\b/;

/** A carbon monoxide alarm's pattern or a rising reading, on a detector whatever it is called. */
const CO_PATTERN =
  /\b(groups|sets|bursts|rounds|batches) of (4|four)\b|\b(4|four) (beeps|chirps) (at a time|then a pause|and a pause|and then)\b/;
const READING_RISING =
  /\b(number|reading|display|screen|readout|numbers)\b[^.?!]{0,30}\b(going up|goes up|rising|climbing|keeps going up|keeps climbing|higher and higher)\b/;
const DETECTOR = /\b(detector|detectors|alarm|alarms|monitor|sensor|plug-?in)\b/;

/** A power line down, on a fence or the ground; a shock from a tap, a pipe or an appliance. */
const LINE_DOWN =
  /\b(power|electric|electrical|utility|service|hydro) ?(line|lines|wire|wires|cable|cables)\b[^.?!]{0,40}\b(down|fell|fallen|came down|snapped|lying|laying|on the ground|touching|hanging low|dangling|sparking)\b|\b(line|lines|wire|wires)\b (is |are )?down\b[^.?!]{0,60}\b(fence|yard|ground|driveway|street|buzzing|sparking)\b/;
const SHOCKED =
  /\b(zapped|zaps|zapping|shocked|shocks|got a shock|get a shock|getting shocks?|electric shock|jolt|jolts|tingle|tingling)\b[^.?!]{0,60}\b(faucet|tap|sink|shower|tub|bath|water|fridge|stove|oven|washer|dryer|appliance|outlet|switch|panel|pipe|pipes|fence|metal|door|screen door|railing|gate|handle)\b|\b(faucet|tap|sink|shower|tub|bath|fridge|stove|oven|washer|dryer|appliance|outlet|switch|panel|pipe|pipes|fence)\b[^.?!]{0,60}\b(zapped|zaps|zapping|shocked (me|us|her|him)|gave (me|us|her|him) a (shock|jolt)|shocks? (me|us|her|him))\b/;

/** A room filled with water like a pool, water up to an appliance or the stairs, still coming in. */
const WATER_HIGH =
  /\bwater\b[^.?!]{0,80}\b(still|keeps) (rising|coming in|coming up|getting higher)\b|\b(went|gone|come|came|risen|rose) up (about |like |maybe )?(a|an|one|two|three|\d+) (foot|feet|inch|inches)\b|\bwater\b[^.?!]{0,30}\b(at|over|up to|past) (the )?(first|second|third|top|\d+(st|nd|rd|th)) (step|stair)\b|\b(up past|over) (the )?(tires|wheels|hubcaps)\b|\b(basement|room|kitchen|bathroom|floor|garage|house|apartment|apt|unit|cellar|laundry room)\b (is |has become |became |turned into |is now |now )?(like )?(a |an )?(swimming pool|pool|lake|pond|river|swamp|indoor pool)\b|\bwater('s| is| has come| came| got)? (halfway|half way|up to|up the side of|up past|over) (up )?(the |my |our )?(\w+ ){0,2}(furnace|water heater|washer|dryer|stairs|steps|step|door|outlet|outlets|knees?|ankles?|shins?|couch|bed|boiler)\b|\b(water|it)\b[^.?!]{0,40}\b(still|keeps) (coming|pouring|rushing|flowing) in\b/;

/** Part of a balcony, ceiling or stairs hanging down, concrete or brick falling. */
const HANGING_DOWN = new RegExp(
  `\\b${STRUCTURE}\\b[^.?!]{0,40}\\b(hanging (down|off|loose|by)|dangling|hangs down)\\b|\\b(chunks|pieces|bits) of (concrete|brick|bricks|stone|masonry)\\b|\\b(concrete|bricks?|masonry)\\b[^.?!]{0,20}\\b(fell|falling|dropped|crumbling off)\\b`,
);

/** Someone down and not getting up, not moving or answering, pinned, wedged and short of breath. */
const PERSON_DOWN =
  /\b(fell|fallen|has fallen|collapsed|passed out|fainted|slipped)\b[^.?!]{0,60}\b(can't|cant|cannot|couldn't|couldnt|won't|wont|unable to) (get up|stand up|stand|move|get (him|her|them) up)\b|\b(lying|laying|lies|lay|slumped|collapsed)\b[^.?!]{0,50}\b(not moving|isn't moving|isnt moving|won't move|wont move|unresponsive|not responding|isn't responding|isnt responding|won't respond|wont respond|not answering|isn't answering|isnt answering|doesn't answer|doesnt answer|don't answer|dont answer|won't answer|wont answer)\b|\b(in|inside) the (tub|bath|bathtub|shower)\b[^.?!]{0,60}\b(can't|cant|cannot|couldn't|couldnt) get (out|up)\b|\b(can't|cant|cannot|couldn't|couldnt|unable to|too heavy (for \w+ )?to) (lift|move|pull|get) (him|her|them|my \w+)( up| out| off)?\b[^.?!]{0,80}\b(fell|fallen|floor|tub|bath|cold|shaking|stuck|legs?|on (him|her|them))\b|\b(fell|fallen|floor|tub|bath|came down on)\b[^.?!]{0,80}\b(can't|cant|cannot|couldn't|couldnt|unable to|too heavy (for \w+ )?to) (lift|move|pull|get) (him|her|them|it)\b/;
const PINNED =
  /\b(came down|fell|landed|collapsed|dropped) on (my |his |her |their |our |the )?(\w+'?s? )?(legs?|arms?|hand|hands|foot|feet|head|back|chest|him|her|them)\b[^.?!]{0,80}\b(heavy|can't lift|cant lift|can't move|cant move|pinned|stuck|trapped|bleeding|screaming)\b|\b(pinned|crushed) (under|beneath|by)\b/;
const WEDGED_BREATHING =
  /\b(stuck|wedged|trapped|pinned|caught)\b[^.?!]{0,80}\b(hard to breathe|can't breathe|cant breathe|cannot breathe|trouble breathing|struggling to breathe)\b|\b(hard to breathe|can't breathe|cant breathe|trouble breathing)\b[^.?!]{0,80}\b(stuck|wedged|trapped|pinned|can't reach|cant reach)\b/;
/** Dangerous heat inside with someone it is harming: 90°F or more, someone confused, limp or very old or young. */
const HOT_INSIDE =
  /\b(9\d|1[01]\d)\s*(°|º|degrees|f\b)?[^.?!]{0,15}\b(in here|inside|indoors|in the (apartment|house|unit|nursery|bedroom))\b|\b(thermostat|thermometer)\b[^.?!]{0,20}\b(says|reads|shows|at|is)\s+(9\d|1[01]\d|ninety|a hundred)\b/;
const HARMED_BY_HEAT =
  /\b(confused|disoriented|floppy|limp|lethargic|hot and dry|not sweating|passed out|fainted|vomiting|no wet diaper|hasn't had a wet diaper|hasnt had a wet diaper)\b/;
/** A dangerous animal inside the home, or someone with a weapon. */
const ANIMAL_INSIDE =
  /\b(bear|bears|cougar|mountain lion|wolf|moose|alligator|gator|rattlesnake|rattler|copperhead|cottonmouth)\b[^.?!]{0,30}\b(in|inside|into|next to) (the |my |our )?(\w+'?s )?(house|home|mudroom|kitchen|living room|bedroom|room|crib|bed|basement|apartment|apt|unit|cabin|hallway|bathroom|nursery)\b/;
const ARMED =
  /\b(man|guy|woman|person|someone|somebody|stranger|he|she|they|neighbou?r)\b[^.?!]{0,40}\b(with|waving|holding|pointing|pulled|brandishing) (a |an |his |her |their )?(knife|gun|pistol|rifle|weapon|machete|blade)\b/;

/** Someone heard or moving inside while the tenant is out of the home, or not known to be gone. */
const HEARD_INSIDE =
  /\b(hear|heard|hearing) (\w+ )?(walking|footsteps|steps|whispering|whispers|voices|talking|someone|somebody|people|movement)\b|\bsomeone (is |was )?(still )?(inside|in there)\b/;
const TENANT_OUTSIDE =
  /\b(i'm|im|i am|we're|we are|were|standing|waiting|hiding|sitting) (\w+ ){0,2}(outside|in (my|the|our) car|in the driveway|across the street|at the neighbou?rs?'?s?|in the stair|on the stairs|out front)\b/;
const NOT_KNOWN_GONE =
  /\b(don't|dont|do not|not sure|no idea) (know )?(if|whether) (they're|theyre|they are|someone is|somebody is|anyone is|anybody is|he's|hes|she's|shes|they) (still )?(inside|in there|in the (house|apartment|apt|unit))\b/;
const SIGNS_OF_ENTRY =
  /\b(window )?screen\b[^.?!]{0,15}\b(cut|slashed|sliced|pried (off|out))\b|\b(boot ?prints|footprints|foot prints|muddy prints|shoe prints)\b/;

/** Water coming like a waterfall or a fire hose; a shutoff that does nothing. */
const WATER_GUSHING =
  /\bwater\b[^.?!]{0,60}\blike a (waterfall|river|fountain|fire ?hose|faucet)\b|\bwater (is )?(shooting|spraying|blasting|gushing)\b[^.?!]{0,30}\bfull blast\b|\b(supply line|hose|pipe|line)\b (just )?(snapped|broke off|popped off|came off|blew off)\b[^.?!]{0,60}\b(water|spraying|shooting|gushing|everywhere)\b/;
/** A shutoff that does nothing, said beside water coming out. */
const VALVE_USELESS =
  /\b(shut ?off|valve)\b[^.?!]{0,20}\b(just spins|spins|won't turn|wont turn|won't close|wont close|does nothing|didn't do anything|didnt do anything)\b/;
const WATER_COMING = /\b(water|spraying|shooting|pouring|gushing|leaking|flooding)\b/;

/** Fumes of a chemical with people sick from them; a gas cylinder's valve broken off. */
const FUMES_OF_CHEMICAL =
  /\b(chemical|chemicals|chlorine|chloriney|bleach|bleachy|ammonia|refrigerant|freon|solvent)\b/;
const FUMES =
  /\b(chemical|chemicals|fumes|refrigerant|chlorine|chloriney|bleach|bleachy|ammonia|freon|solvent|exhaust)\b/;
const SICK_FROM_AIR =
  /\b(dizzy|lightheaded|light headed|threw up|throwing up|vomiting|passed out|fainted|coughing (hard|badly|a lot|nonstop)|can't catch (her|his|my|their|our) breath|cant catch (her|his|my|their|our) breath|wheezing|can't breathe|cant breathe|eyes (are )?streaming|coughing|(burning|stinging|watering) eyes|eyes (are )?(burning|stinging|watering))\b|\bcoughing\b[^.?!]{0,15}\b(can't stop|cant stop|won't stop|wont stop)\b/;
const CYLINDER_BROKEN =
  /\b(cylinder|tank|canister|bottle)\b[^.?!]{0,60}\b(valve|neck|regulator)\b[^.?!]{0,30}\b(snapped|broke|broken|sheared|came off|blew)\b/;

/** The ground opening: a sinkhole, a lot or a yard dropping out. */
const GROUND_GIVING_WAY =
  /\b(sinkhole|sink hole)\b|\b(ground|asphalt|pavement|parking lot|lot|driveway|sidewalk|yard|road)\b[^.?!]{0,30}\b(dropped out|caved in|collapsed|opened up|gave way|sank|sinking)\b/;
/** An awning, sign, fire escape or chimney tearing away from the building. */
const TEARING_AWAY =
  /\b(awning|canopy|sign|railing|fire escape|chimney|balcony|porch roof|overhang)\b[^.?!]{0,40}\b(tearing|pulling|ripping|coming|breaking) (away|off|loose) from\b|\b(awning|canopy|sign|fire escape|chimney|overhang)\b[^.?!]{0,60}\b(hanging at an angle|hanging by|hanging down|about to fall|going to fall|gonna fall|leaning)\b/;

/** Someone not seen or heard from for days, with signs they are down inside: a check on them now. */
const NOT_HEARD_FROM =
  /\b(hasn't|hasnt|has not|haven't|havent|have not|not) (answered|answering|responded|responding|picked up|been seen|seen)\b[^.?!]{0,80}\b(days|since (monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|last))\b/;
const SIGNS_INSIDE =
  /\b(on the floor|mail (is |and \w+ )?(piling|piled)|newspapers (are )?piling|piling up|tv (is )?(blasting|on)|dog (won't|wont|keeps) (stop )?bark|a smell|smells? (bad|awful|terrible)|lights? (are |is )?(still )?on)\b/;
/** Someone who cannot be woken, bleeding badly, or who fell down a flight of stairs and is hurt. */
const BADLY_HURT =
  /\b(big|deep|huge|bad|nasty) (gash|cut|wound)\b[^.?!]{0,30}\b(head|forehead|face|neck|scalp)\b[^.?!]{0,60}\b(confused|disoriented|dizzy|not making sense|keeps asking|passed out|vomiting|throwing up)\b|\b(leg|legs|arm|ankle|hip|wrist|neck|back)('s| is| are| looks)? (broken|broke|snapped)\b|\bbroke (my|his|her|their) (leg|arm|ankle|hip|wrist|neck|back)\b|\b(lots? (of )?blood|blood everywhere|so much blood|bleeding (so )?(bad|badly|a lot|heavily)|won'?t stop bleeding|can'?t stop (the )?bleeding)\b|\b(can't|cant|cannot) put (any )?weight on\b|\bblood (in|on|all over) (her|his|their) (hair|head|face)\b|\bnot (talking|acting|breathing) right\b|\b(bit|bitten|stung)\b[^.?!]{0,20}\b(snake|rattlesnake|rattler|copperhead|cottonmouth|scorpion|black widow|brown recluse)\b|\b(snake|rattlesnake|rattler|copperhead|cottonmouth)\b[^.?!]{0,10}\b(bit|bite)\b|\b(can't|cant|cannot|couldn't|couldnt) wake (him|her|them)( up)?\b|\b(breathing|breath) (sounds|is|looks) (weird|strange|funny|wrong|shallow|raspy)\b|\bbarely (breathing|moving|conscious)\b|\bbleeding (from|out of) (his|her|their|the) (head|neck|mouth|ears?)\b|\bbleeding (a lot|badly|heavily|everywhere)\b|\b(she's|shes|he's|hes|she is|he is|someone is|somebody is|they're|theyre)( \w+){0,2} (on|lying on|laying on) the (floor|ground)\b[^.?!]{0,40}\b(not moving|can't|cant|won't|wont|by the|bathroom|kitchen|couch)\b|\bfell (down|off|from) (the |a )?(whole |entire |full |basement |back |front |cellar )?(flight|stairs|steps|ladder|balcony|roof|deck|porch|fire escape)\b[^.?!]{0,80}\b(bleeding|barely|not moving|unconscious|hurt|can't move|cant move|broken|screaming)\b/;
/** A severe allergic reaction: the throat or tongue closing or swelling, or a reaction that stops breath. */
const ALLERGIC_REACTION =
  /\banaphyla(xis|ctic)\b|\b(throat|airway|tongue)('s| is| are)? (closing|closing up|swelling|swelling up|swollen shut|closed up)\b|\b(allergic reaction|reacting to|reaction to)\b[^.?!]{0,60}\b(can't breathe|cant breathe|can't swallow|cant swallow|trouble breathing|hard to breathe|wheezing|lips? (are |is )?(swelling|swollen|blue))\b/;
/** A heart attack's signs: a hand to the chest, with sweat, no breath or the pain running to an arm. */
const HEART_SIGNS =
  /\b(clutching|grabbing|gripping|holding) (his|her|their|my) chest\b|\bchest (pain|pains|pressure|tightness)\b[^.?!]{0,60}\b(sweat|sweating|sweaty|arm|jaw|breathe|breath|breathing|dizzy|faint|fainted|passed out|collapsed|can barely talk)\b/;

/** Someone with a protective order against them at the door, or climbing up to a window. */
const UNWANTED_AT_DOOR =
  /\b(protective order|restraining order|order of protection|no contact order)\b|\bclimbing (up )?(the )?(fire escape|balcony|trellis|drainpipe|wall|ladder) (to|toward|towards|up to) (our|my|the) (window|balcony|apartment|unit)\b/;
/** A child shut in a room. */
const CHILD_SHUT_IN =
  /\b(baby|toddler|child|kid|little one|\d{1,2}[- ]?(year|yr)[- ]?old|daughter|son)\b[^.?!]{0,40}\b(stuck|trapped|locked|shut (himself|herself|themselves|themself|itself)) (in|inside) (the |a |his |her |my |our )?(\w+ ){0,2}(bathroom|restroom|washroom|toilet|room|bedroom|closet|car)\b/;
/** A child who swallowed or drank something poisonous: "drank the drain cleaner", "swallowed the battery". */
const SWALLOWED_POISON =
  /\b(drank|drunk|swallowed|swallow|ate|eaten|got into|chewed|bit into)\b[^.?!]{0,60}\b(drain cleaner|bleach|detergent|(laundry |dishwasher |tide |detergent )?pods?|cleaner|cleaning (product|spray|stuff|solution)|chemicals?|poison|rat poison|pills|medicine|medication|antifreeze|lye|button batter(y|ies)|batter(y|ies)|magnets?|lamp oil)\b|\b(drain cleaner|bleach|detergent|pods?|cleaner|chemicals?|poison|pills|medicine|antifreeze|batter(y|ies)|magnets?)\b[^.?!]{0,60}\b(drank|drunk|swallowed|swallow|ate|eaten)\b|\bpoison control\b/;
/**
 * The power out while someone lives on a machine that needs it ("the oxygen concentrator stopped, one small
 * tank left", "a home ventilator on battery, 3 hours left"): a life at stake now, not an outage to report.
 * Not a cut announced for later, a blip already over, or a tenant who says backup will see them through.
 */
const LIFE_SUPPORT =
  /\b(oxygen concentrator|concentrator|oxygen machine|ventilator|dialysis|life support|suction machine)\b/;
const POWER_GONE =
  /\b(power|electricity)\b[^.?!]{0,40}\b(out|off|went out|gone|died|cut|down)\b|\b(lost|no|without) (power|electricity)\b|\bon (its |the )?batter(y|ies)\b|\b(concentrator|ventilator|machine) (stopped|died|shut off|turned off|went off)\b/;
const POWER_CUT_HANDLED =
  /\b(will be|is going to be|scheduled|planned|notice says|tomorrow|next week|back on|came back|restarted|i'?ll be fine|we'?ll be fine|(have|got) (backup|spare|extra))\b/;
/** A lift stopped between floors with someone inside. */
const LIFT_STOPPED =
  /\b(elevator|lift)\b[^.?!]{0,60}\b(stuck|stopped) between (floors|\d+(st|nd|rd|th)? and \d+)/;
const SOMEONE_IN_LIFT =
  /\b(in there|in here|inside|trapped|pressing|call button|alarm button|alone in|won't open|wont open)\b/;

/** A fire named beside what says it is burning now: "🔥 kitchen, can't stop it, we're outside". */
const FIRE_NAMED = /\bfire\b/;
const FIRE_URGENT =
  /\b(can't stop it|cant stop it|can't put it out|cant put it out|we('re| are| r) (all )?outside|got (everyone|the kids|out)|spreading|911)\b/;
/** Flickering light or a glow seen with crackling: flames not named. */
const FLICKERING =
  /\b(orange|red) (light|glow)\b[^.?!]{0,20}\b(flickering|flicker|dancing)\b|\b(flickering|flicker)\b[^.?!]{0,20}\b(orange|red) (light|glow)\b/;
/** A detector showing a number: a carbon monoxide reading, whatever the detector is called. */
const DETECTOR_READING =
  /\b(detector|monitor|alarm|plug-?in)\b[^.?!]{0,80}\b(reading|reads|says|shows|showing|screen says|display says)( \w+)? \d{2,3}\b/;
/** Water that has reached a room or a rug, a valve that cannot be found. */
const WATER_REACHED =
  /\bwater\b[^.?!]{0,80}\b(reached|reaching|into|onto|across) (the )?(\w+ )?(rug|carpet|hall|hallway|living room|dining room|bedroom|kitchen|tile|floor)\b|\b(can't|cant|cannot|couldn't) (find|locate) (the |a |any )?(valve|shut ?off)\b|\b(water|it|rain|rainwater)\b[^.?!]{0,30}\b(coming|pouring|leaking|getting) in (under|through|from under)\b[^.?!]{0,40}\b(door|doors|wall|window)\b|\b(rugs?|stuff|things|boxes|furniture) (is |are )?floating\b/;
/** An order to leave with someone who cannot. */
const CANNOT_EVACUATE =
  /\b(evacuat\w*|leave now|get out now|door to door)\b[^]*\b(doesn't drive|doesnt drive|can't drive|cant drive|no car|won't start|wont start|can't walk|cant walk|in a wheelchair|bedridden)\b/;

// ---- said to be over

const OVER =
  /\b(it was|was) (just|only) (a|an|the|my|our|some|her|his|their)\b|\b(all|been|got|is) fixed\b|\bturned out (to be|it was)\b|\b(it's|its|it is|smell's|smell is|smell) (totally |completely |all )?gone( now)?\b(?! (kind|kinda|sort|brown|black|soft|bad|cold|dark|red|yellow|grey|gray|white|dead|crazy|really|very|all))|\b((?<!(can't|cant|cannot|couldn't|couldnt|won't|wont) )put it out|put out the fire|it's out now|its out now|is out now|went out on its own|cleaned (it )?up|dried (out|up)|all good now|under control|been fixed|got fixed|was fixed|already fixed)\b|\b(everything|all|it)('s| is) (fine|ok|okay|good|safe) now\b|\b(and )?now (everything|all|it)('s| is) (fine|ok|okay|good|safe|normal)\b|\ball (fine|good|ok|okay|sorted|clear) now\b|\bmopped (it |everything )?up\b|\b(floor|floors|carpet|it|everything)('s| is| are) (dry|dried out|dry now)\b|\b(it was|it's|its) (just )?(the |our |my |a |their )?(neighbou?rs?'?s?|next door'?s?)( \w+){0,2} (grill|bbq|barbecue|fire pit|firepit|smoker|dryer vent|fireplace|chimney)\b|\bfalse alarm\b|\b(fire|flames?)\b[^.?!]{0,80}\b(it|they|the fire|the flames) (went|died) out\b|\ball good\b(?! (if|to|with))|\b(it was|was) (just )?(the )?dust\b|\b(it's|its|it has|has|everything's|everything has) been (fine|quiet|ok|okay)\b|\b(everything|all)('s| is) quiet now\b|\b(started|is|it's|its) (moving|working|running) (again|on its own)\b|\b(you|they|we|the plumber|the electrician|the gas company) (came and |have |just |already )?(replaced|fixed|repaired|tightened) (it|them|the \w+)\b|\beveryone('s| is)? (fine|ok|okay|safe)\b|\b(has been|have been|was|got|been|'s been) (replaced|repaired)\b|\bgot (him|her|them) out\b|\bpolice report\b|\b(heat|heating|furnace|power|water) (came|is|'s|has come) back( on)?\b|\b(it|leak|leaking|water|smoke|sparking|sparks|alarm|smell|fire|flames) (has |have |finally |eventually )?(stopped|cleared|gone away|went away|died down)\b(?! working| running| heating| between| moving)|\b(last (week|month|year|winter|summer|spring|fall|season|storm)('?s|s')?|(a few|a couple of|couple|several|two|three|\d+) (weeks|months|years) ago|a while (ago|back))\b/;
/** Said in jest or sent to the wrong chat: "the pizza is on fire lol jk", "sorry wrong chat". */
const JOKING =
  /\b(jk|j\/k|just kidding|just joking|wrong chat|wrong number|wrong person|wrong thread|metaphorically|figuratively|not literally)\b/;
/** A hazard in something watched or read ("watched a doc about CO poisoning and now I'm paranoid"). */
const SEEN_IN_MEDIA =
  /\b(watched|watching|read|reading|saw|seen|heard|hearing) (a |an |this |that |the )?(doc|docs|documentary|article|video|show|movie|news|story|report|post|podcast|tiktok|thread)\b[^.?!]*/;
/** Long before this tenancy: history asked about ("a pipe burst back in 2023, before I moved in"). */
const LONG_AGO =
  /\b(my|our) (last|old|previous|former) (place|apartment|apt|flat|house|building|landlord)\b|\blast winter\b|\bback in (19|20)\d\d\b|\bbefore (i|we) (moved|move) in\b|\b(previous|former|old) (tenant|tenants|owner|owners|renter|renters|landlord) (said|told|mentioned|had|reported)\b|\b(years|decades) ago\b/;
const STILL_NOW =
  /\b(right now|as we speak|currently|(?<!(happens|happen|happened|moving|working|running|back|on|up|fine) )again|won't stop|wont stop|getting worse|keeps? (beeping|going off|sounding|screaming|rising|coming|leaking)|still (\w+ )?(flooding|leaking|pouring|coming|burning|smoking|sparking|going off|beeping|spreading|smell|smells|smelling|on fire|there|broken|open|glowing|smoldering|smouldering)|\b(getting|gets) (thicker|worse|heavier|stronger))\b/;

/** Symptoms said to be absent: "nobody feels sick", "no one has a headache". */
const NO_SYMPTOMS =
  /\b(nobody|no one|noone|none of us|nobody's|nobody is|no one is)( \w+){0,2} (sick|ill|dizzy|headaches?|a headache|symptoms|unwell)\b/g;

function maskAll(text: string, patterns: RegExp[]): string {
  return patterns.reduce((current, pattern) => current.replace(pattern, ' thing '), text);
}

const squeeze = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The message's words with typos corrected and other senses of a hazard word masked (for read-message.ts). */
export function withoutOtherSenses(words: string): string {
  return squeeze(maskAll(words, OTHER_SENSES));
}

/** The words with things that only share a hazard's name masked too ("cigarette smoke", "fire pit"). */
export function withoutHarmlessNames(words: string): string {
  return withoutOtherSenses(squeeze(maskAll(words, NOT_A_HAZARD)));
}

/** A clause ends at a comma, a full stop, a dash or "but": a negation never reaches past it. */
const CLAUSE_BREAK = /[,;:!?\n()]+|\.(?!\d)|\s[-–—]+\s|\bbut\b/;

export function readEmergency(message: string): EmergencyReading {
  const typed = hazardsInEnglish(message.toLowerCase().replace(/[‘’]/g, "'"));
  // "I'm writing the numbers for my fridge. If something bad happen at night, like no heat, which number I
  // call?": a sentence that supposes a danger some day reports none; the rest of the message is read.
  const sentences = typed.split(/(?<=[.!?])\s+/);
  if (sentences.length > 1) {
    const real = sentences.filter((sentence) => !asksWhatIf(squeeze(correctedWords(sentence).join(' '))));
    if (real.length === 0) return NOT_NOW;
    if (real.length < sentences.length) return readEmergency(real.join(' '));
  }
  const clauses = typed.split(CLAUSE_BREAK).map((clause) => {
    const words = withoutOtherSenses(squeeze(maskAll(correctedWords(clause).join(' '), NOT_A_HAZARD)));
    return { words, clean: squeeze(words.replace(NEGATED, ' nothing ').replace(NO_SYMPTOMS, ' nothing ')) };
  });
  const clean = squeeze(clauses.map((clause) => clause.clean).join(' '));
  const saysNoFire = clauses.some((clause) => NEGATED_FIRE.test(clause.words));
  const isNow = HAPPENING_NOW.test(clean) || typed.includes('!');
  const isQuestion =
    typed.trim().endsWith('?') || /^(is|are|do|does|should|where|what|how|can|could|who)\b/.test(clean);
  const over = OVER.test(typed) && !STILL_NOW.test(typed);
  const asked = (kind: EmergencyKind): EmergencyReading => ({ emergency: undefined, possible: kind });
  // "Tiny thing, not urgent, the hallway smells of gas and it's getting stronger": a danger growing or
  // still going is escalated however politely it is played down.
  const notUrgent = SAID_NOT_URGENT.test(typed) && !GROWING_NOW.test(typed);
  const found = (kind: EmergencyKind): EmergencyReading =>
    notUrgent && MAY_WAIT.has(kind)
      ? NONE
      : over || notUrgent
        ? asked(kind)
        : { emergency: kind, possible: undefined };

  // "Who do I call if there is a flood?" asks what to do some day, and reports nothing; nor does history.
  if (
    JOKING.test(typed) ||
    asksWhatIf(clean) ||
    (LONG_AGO.test(typed) && !STILL_NOW.test(typed)) ||
    (SEEN_IN_MEDIA.test(clean) && !HAPPENING_NOW.test(clean.replace(SEEN_IN_MEDIA, ' ')))
  )
    return NOT_NOW;

  // Signals specific enough to stand even in a question ("what do I do? the door was kicked in").
  const namesCarbonMonoxide = CO_NAMED.test(clean);
  // People feeling sick while an alarm sounds: carbon monoxide first, whichever alarm they think it is.
  if (
    !namesCarbonMonoxide &&
    SYMPTOMS.test(clean) &&
    (ALARM_SOUNDING.test(clean) ||
      FOUR_BEEPS.test(clean) ||
      (SOME_DEVICE.test(clean) && DEVICE_SOUNDING.test(clean)))
  )
    return found('carbon_monoxide');
  // "the box that says CO is beeping like crazy … we both have pounding headaches": sounding, with symptoms.
  if (namesCarbonMonoxide && SYMPTOMS.test(clean) && DEVICE_SOUNDING.test(clean))
    return found('carbon_monoxide');
  // A carbon monoxide alarm's own pattern or reading: "the alarm with CO on it beeps 4 times", "CO 150".
  if (namesCarbonMonoxide && (FOUR_BEEPS.test(clean) || CO_READING.test(clean)))
    return found('carbon_monoxide');
  if (
    namesCarbonMonoxide &&
    !CHIRPING.test(clean) &&
    (ALARM_SOUNDING.test(clean) || (DEVICE_SOUNDING.test(clean) && !isQuestion))
  )
    return found('carbon_monoxide');
  // Headaches or sleepiness in several people with a fuel-burning heater on: carbon monoxide when it eases
  // outside, they name it or it is worse than a headache; asked about at the end when nothing else is found.
  const sickNearFuel = SYMPTOMS.test(clean) && FUEL_BURNING.test(clean) && SEVERAL_PEOPLE.test(clean);
  if (
    sickNearFuel &&
    (BETTER_OUTSIDE.test(clean) ||
      /\bcarbon\b/.test(clean) ||
      POISONED.test(clean) ||
      (/\b(exhaust|fumes)\b/.test(clean) && !FUMES_OF_CHEMICAL.test(clean)))
  )
    return found('carbon_monoxide');
  if (namesCarbonMonoxide && (CO_SOUNDING.test(clean) || SYMPTOMS.test(clean)))
    return CHIRPING.test(clean) && !SYMPTOMS.test(clean)
      ? asked('carbon_monoxide')
      : found('carbon_monoxide');
  if (READING_RISING.test(clean) && DETECTOR.test(clean) && !/\b(thermostat|temperature|temp)\b/.test(clean))
    return found('carbon_monoxide');
  if ((CO_PATTERN.test(clean) && DETECTOR.test(clean)) || DETECTOR_READING.test(clean))
    return found('carbon_monoxide');
  // Swallowed or drank something poisonous: the person first, whatever fumes the product gives off.
  if (SWALLOWED_POISON.test(clean)) return found('injury');
  if (LIFE_SUPPORT.test(clean) && POWER_GONE.test(clean) && !POWER_CUT_HANDLED.test(clean))
    return found('injury');
  if (
    ELECTRICAL_DAMAGE.test(clean) ||
    (BURNING_SMELL.test(clean) && ELECTRIC_PARTS.test(clean)) ||
    LINE_DOWN.test(clean) ||
    (SHOCKED.test(clean) && !/\bstatic\b/.test(clean))
  )
    return found('electrical');
  if (ROTTEN_EGG.test(clean) && !/\b(gas|propane)\b/.test(clean))
    return WATER_SMELL.test(clean) ? asked('gas') : found('gas');
  if (
    GAS_HISS.test(clean) ||
    GAS_DESCRIBED.test(clean) ||
    GAS_AT_TANK.test(clean) ||
    CYLINDER_BROKEN.test(clean) ||
    (FUMES.test(clean) && SICK_FROM_AIR.test(clean))
  )
    return found('gas');
  if (
    (FIRE_NAMED.test(clean) && FIRE_URGENT.test(clean)) ||
    FLICKERING.test(clean) ||
    CANNOT_EVACUATE.test(clean) ||
    BURNING_NOW.test(clean) ||
    SMOKE_NOW.test(clean) ||
    ROOM_HAZE.test(clean) ||
    FLAMES_DESCRIBED.test(clean) ||
    ((BLACK_SMOKE.test(clean) || (SMOKE_SEEN.test(clean) && FIRE_CUE.test(clean))) &&
      !HARMLESS_SMOKE.test(clean))
  )
    return found('fire');
  if (SEWAGE.test(clean)) return found('sewage');
  if (
    GIVING_WAY.test(clean) ||
    COMING_AWAY.test(clean) ||
    VEHICLE_IN.test(clean) ||
    (CRACK_GROWING.test(clean) && STRUCTURES.test(clean)) ||
    HANGING_DOWN.test(clean) ||
    GROUND_GIVING_WAY.test(clean) ||
    TEARING_AWAY.test(clean)
  )
    return found('structural');
  if (
    TRAPPED.test(clean) ||
    WEDGED_BREATHING.test(clean) ||
    CHILD_SHUT_IN.test(clean) ||
    (LIFT_STOPPED.test(clean) && SOMEONE_IN_LIFT.test(clean))
  )
    return found('trapped');
  if (
    PERSON_DOWN.test(clean) ||
    PINNED.test(clean) ||
    ANIMAL_INSIDE.test(clean) ||
    BADLY_HURT.test(clean) ||
    HEART_SIGNS.test(clean) ||
    ALLERGIC_REACTION.test(clean) ||
    (HOT_INSIDE.test(clean) && (HARMED_BY_HEAT.test(clean) || VULNERABLE.test(clean))) ||
    (NOT_HEARD_FROM.test(clean) && SIGNS_INSIDE.test(clean))
  )
    return found('injury');
  if (
    LOCKED_OUT.test(clean) &&
    (AT_RISK_INSIDE.test(clean) ||
      COLD_FELT.test(clean) ||
      (NOT_DRESSED.test(clean) && (COLD.test(clean) || FREEZING.test(clean))) ||
      saysDangerouslyCold(typed))
  )
    return found('trapped');
  if (
    (FLOODING.test(clean) ||
      WATER_HIGH.test(clean) ||
      WATER_GUSHING.test(clean) ||
      WATER_REACHED.test(clean) ||
      (VALVE_USELESS.test(clean) && WATER_COMING.test(clean))) &&
    !SPILL.test(clean)
  )
    return found('flood');
  if (WATER_IN_ELECTRICS.test(clean)) return found('electrical');
  if (
    FORCED_ENTRY.test(clean) ||
    ATTEMPTED_ENTRY.test(clean) ||
    (INTRUDED.test(clean) &&
      (DOOR_BROKEN_THROUGH.test(clean) ||
        LOCK_BROKEN.test(clean) ||
        WONT_CLOSE.test(clean) ||
        INSIDE_NOW.test(clean))) ||
    (LOCK_BROKEN.test(clean) && CANNOT_SECURE.test(clean) && !OTHER_LOCK.test(clean)) ||
    ARMED.test(clean) ||
    GETTING_IN_NOW.test(clean) ||
    UNWANTED_AT_DOOR.test(clean) ||
    NOT_KNOWN_GONE.test(clean) ||
    (HEARD_INSIDE.test(clean) && (TENANT_OUTSIDE.test(clean) || SIGNS_OF_ENTRY.test(clean))) ||
    (SIGNS_OF_ENTRY.test(clean) && /\b(open|opened|wide open|broken|smashed)\b/.test(clean))
  )
    return found('break_in');
  const noHeat = NO_HEAT.test(clean);
  if (
    (noHeat &&
      (FREEZING.test(clean) || saysDangerouslyCold(typed) || (VULNERABLE.test(clean) && COLD.test(clean)))) ||
    saysColdIndoors(typed)
  )
    return found('no_heat');

  // A question about the rules ("can I have a fire pit?", "can I smoke inside?") reports nothing more.
  if (ABOUT_THE_RULES.test(clean) && !isNow) return NOT_NOW;

  // Carbon monoxide named with no alarm sounding: a question about the detector, or a worry asked about.
  const withoutCo = namesCarbonMonoxide ? clean.replace(/\bcarbon monoxide\b|\bco\b/g, ' thing ') : clean;
  const detected = detectEmergency(withoutCo, isNow && typed.includes('!') ? `${withoutCo} !` : withoutCo);
  if (detected === 'fire' && SMOKE_ALARM.test(withoutCo)) {
    // Read again without the alarm: smoke or fire named besides it is a fire.
    const withoutAlarm = withoutCo.replace(SMOKE_ALARMS, ' alarm ');
    if (!detectEmergency(withoutAlarm)) return CHIRPING.test(withoutCo) || saysNoFire ? NONE : asked('fire');
  }
  if (detected && detected !== 'no_heat' && detected !== 'carbon_monoxide') return found(detected);

  // A danger in the tenant's own words, none of the signals above knew: a thing and its dangerous state.
  const described = describedDanger(clean);
  if (described) return found(described);

  if (namesCarbonMonoxide && !isQuestion && !CO_DEVICE.test(clean)) return asked('carbon_monoxide');
  if (ELECTRICAL_NOISE.test(clean)) return asked('electrical');
  if (CANNOT_SECURE.test(clean) && !OTHER_LOCK.test(clean)) return asked('break_in');
  if (sickNearFuel) return asked('carbon_monoxide');
  if (noHeat) return asked('no_heat');
  return NONE;
}

/** Asking whom to call or what to do if something ever happens: "what do I do in case of a fire?". */
const IF_IT_HAPPENS =
  /^(who|what|what's|whats|which|where|how)\b.*\b(call|contact|do|number|phone|text|reach|report)\b.*\b(if|in case|in the event)\b( of)? (there is|there's|theres|there are|there was|there ever is|we have|we ever have|i have|i ever have|we get|i get|a|an|the|something|anything)\b/;
/** "if there was ever a fire, where do we meet?": a question that begins with what may happen some day. */
const SUPPOSING =
  /^(hypothetically |just wondering |quick question )?(if|in case|in the event|what if)( of)? (there ?(is|was|were|'s) )?(ever|a|an|the|we|i|you|something|anything)\b.*\b(where|what|who|how|which|when|do|does|should|is|are|can)\b/;
/** "what's the plan if the elevator ever gets stuck": a question on what may happen some day. */
const IF_EVER = /\b(if|in case|what if)\b( \w+){0,6} ever\b/;
const IF_CLAUSE = /\b(if|in case|in the event)( of)? (there is|there's|theres|there are|there was)\b/g;

/**
 * A question on what to do or whom to call if something ever happens, with nothing said to be happening
 * now: no report and no emergency (over the corrected, lower-cased words).
 */
export function asksWhatIf(words: string): boolean {
  return (
    (IF_IT_HAPPENS.test(words) || SUPPOSING.test(words) || IF_EVER.test(words)) &&
    !HAPPENING_NOW.test(words.replace(IF_CLAUSE, ' if '))
  );
}

/** The one question asked before escalating a possible emergency. */
export const SAFETY_QUESTIONS: Record<EmergencyKind, string> = {
  fire: 'Before anything else: **do you see or smell smoke or fire right now?** (yes or no)',
  no_heat:
    'Before anything else: **is it freezing where you are right now, or is anyone at risk from the cold?** (yes or no)',
  gas: 'Before anything else: **do you smell gas right now?** (yes or no)',
  flood: 'Before anything else: **is water still coming in or spreading right now?** (yes or no)',
  carbon_monoxide:
    'Before anything else: **is a carbon monoxide alarm sounding, or does anyone have a headache, dizziness or nausea right now?** (yes or no)',
  electrical:
    'Before anything else: **do you smell burning, or see sparks, smoke or scorch marks right now?** (yes or no)',
  break_in:
    'Before anything else: **has someone forced their way in or tried to, or can your home not be locked right now?** (yes or no)',
  sewage:
    'Before anything else: **is dirty water or sewage still coming up into your home right now?** (yes or no)',
  structural:
    'Before anything else: **is part of the ceiling, floor, stairs or a balcony giving way or falling right now?** (yes or no)',
  trapped:
    'Before anything else: **is anyone trapped, or a child or anyone at risk alone behind a locked door, right now?** (yes or no)',
  injury: 'Before anything else: **is someone hurt, unable to get up, or in danger right now?** (yes or no)',
};
