import type { EmergencyKind } from '../../nlu/emergency.js';

/**
 * The last net of emergency-signals.ts: a danger described in a tenant's own words, not in a phrase the
 * signals know. A thing of the home (a ceiling, an outlet, a pipe, a person) said within a few words of a
 * state that is dangerous for it now (bowing, glowing, shooting out, not answering), read over the
 * corrected words with negated hazards and other senses already masked. Wide on purpose, each pair narrow:
 * an outlet that is warm is asked about by the signals, an outlet glowing is an emergency.
 */

/** Words allowed between a thing and its state: "the ceiling in the back bedroom is bowed down". */
const GAP = 8;

type Pair = { kind: EmergencyKind; things: string; states: string };

const PAIRS: Pair[] = [
  {
    kind: 'structural',
    things:
      'ceiling|ceilings|roof|wall|walls|beam|beams|joist|joists|floor|balcony|deck|stairs|staircase|landing|chimney|foundation|ground|plaster',
    states:
      'bowed|bowing|bowed down|bulging|buckling|caving|caved|sagging down|giving way|gave way|collapsing|collapsed|dropping|sinking|sank|crumbling|pulling away|coming down|falling in|loud cracking|cracking loudly|splitting',
  },
  {
    kind: 'electrical',
    things:
      'outlet|outlets|socket|sockets|plug|plugs|cord|cords|wire|wires|wiring|panel|breaker|breakers|fuse|fuses|fuse box|switch|switches|extension cord|power strip|meter',
    states:
      'glowing|glow|sparking|sparks|arcing|smoking|melting|melted|scorched|charred|gone brown|turned brown|gone black|turned black|feels soft|soft and hot|hot to touch|warm to touch|crackling|sizzling|popping and|burning',
  },
  {
    kind: 'flood',
    things:
      'water|steam|hot water|boiling water|oil|heating oil|pipe|pipes|valve|line|hose|radiator|boiler|tank|sprinkler',
    states:
      'shooting|shooting out|spraying|spraying out|gushing|jetting|spurting|blasting|pouring in|pouring out|pouring through|rushing in|coming in fast|still rising|rising fast|spreading toward|spreading across|burst|bursted|popped off|let go|blew out|blown out|won t stop|wont stop',
  },
  {
    kind: 'injury',
    things:
      'he|she|him|her|they|them|man|woman|person|guy|lady|boy|girl|son|daughter|kid|child|baby|mom|mother|dad|father|grandma|grandmother|grandpa|grandfather|neighbor|neighbour|husband|wife|roommate|friend|tenant|worker',
    states:
      'bleeding|won t stop bleeding|deep cut|unconscious|unresponsive|not responding|not answering|not really answering|doesn t answer|isn t answering|not moving(?!\\s(?:out|in|away|anywhere|yet|now|until|till|soon|to|for|this|next|house|home)\\b)|isn t moving|face down|can t get up|cant get up|couldn t get up|hit her head|hit his head|hit their head|having a seizure|seizing|turning blue|floppy|limp|confused and|doesn t know where|can t breathe|cant breathe|hard to breathe|struggling to breathe',
  },
  {
    kind: 'trapped',
    things:
      'he|she|him|her|they|them|boy|girl|son|daughter|kid|child|baby|toddler|mom|mother|dad|father|grandma|grandmother|grandpa|grandfather|neighbor|neighbour',
    states:
      'locked in|stuck in|trapped in|shut in|latched in|jammed in|can t get out|cant get out|can t get the door open|cant get the door open|can t open it|cant open it|can t get it open|cant get it open',
  },
];

const compiled = PAIRS.map(({ kind, things, states }) => {
  const near = `(?:\\s+\\S+){0,${GAP}}?\\s+`;
  const thing = `\\b(?:${things})\\b`;
  const state = `\\b(?:${states.replace(/ /g, '\\s+')})\\b`;
  return { kind, pattern: new RegExp(`${thing}${near}${state}|${state}${near}${thing}`) };
});

/**
 * The kind of danger a tenant describes in their own words, over the corrected, lower-cased words with
 * negated hazards masked; undefined when none is described.
 */
export function describedDanger(words: string): EmergencyKind | undefined {
  const plain = words.replace(/['’]/g, ' ');
  if (SUPPOSED_OR_PAST.test(plain)) return undefined;
  return compiled.find(({ pattern }) => pattern.test(plain))?.kind;
}

/** Said of some day or of the past: "hypothetically if a pipe burst", "thanks for coming when it burst in October". */
const SUPPOSED_OR_PAST =
  /\b(hypothetically|what if|in case|suppose|supposing|thanks|thank you|thx|ago)\b|\bif (a|the|my|our|we|i|you|it|there)\b|\bin (january|february|march|april|may|june|july|august|september|october|november|december)\b|\blast (week|month|season|year|winter|summer|spring|fall|time)\b/;
