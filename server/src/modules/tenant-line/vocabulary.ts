import { HAZARD_WORDS, KEPT_HAZARD_WORDS, NEAR_HAZARD_WORDS } from '../../nlu/emergency.js';
import { Speller, tokenize } from '../../nlu/text.js';
import commonWords from './common-words.json' with { type: 'json' };

/**
 * The tenant line's typo corrector. Typos are steered towards the hazard words the emergency detector
 * reads and a tenant's home, repair and lease words; every common English word stays as typed ("does" is
 * not "dogs", "free" is not "fee", "bill" is not "will", "file" is not "fire"): a word is only corrected
 * when it is no word at all.
 */

/** A list of words written as text, one or more a line. */
export const wordList = (text: string): string[] => text.trim().split(/\s+/);

export const TENANT_WORDS: readonly string[] = [
  // lease questions
  ...wordList(`
    rent rents lease leases due date day when much amount cost costs price monthly month pay paying payment
    payments late fee fees charge charges penalty grace period pet pets dog dogs cat cats puppy
    kitten animal animals allowed parking park parked car cars vehicle vehicles driveway deposit
    landlord tenant tenants neighbor neighbors neighbour neighbours other another people resident
    residents live lives living security refund refundable expire expires expiring expiration end ends
    ending renew renewal renewing terminate termination notice vacate sublet sublease subletting
    roommate roommates guest guests visitor visitors utilities utility electric internet trash
    recycling quiet hours smoking smoke cigarette cigarettes vape vaping marijuana insurance renters
    alteration alterations paint painting nails decorate install satellite grill barbecue bbq pool
    laundry storage lawn mowing snow shoveling entry inspect inspection policy clause section
    visit visiting visits visitor stay staying overnight weeks nights sister brother friend family
    check checks bounce bounced bounces returned package packages parcel delivery exterminator pest
    pests amenities amenity gym pool decorations decoration holiday curtains blinds satellite dish
    waterbed lockout appliance appliances cleaning carpet early breaking holdover automatically
    fryer fryers smoker smokers firepit chiminea
  `),
  // the home
  ...wordList(`
    unit apartment apt suite house home floor flooring floors wall walls roof ceiling kitchen
    bathroom bedroom basement garage garden yard stairs hallway closet balcony sink sinks toilet
    toilets faucet tap shower tub bathtub drain drains pipe pipes hose hoses plumbing water hot cold heater
    heating heat furnace boiler thermostat air conditioning conditioner ac fan vent dishwasher
    fridge refrigerator freezer stove oven microwave washer dryer washing machine disposal garbage
    trash window windows door doors lock locks locked key keys light lights lamp bulb switch outlet
    outlets power electricity electric wiring breaker fuse smoke detector alarm carpet tile tiles
    paint cabinet cabinets counter mailbox gate fence elevator intercom doorbell blinds screen
    upstairs downstairs attic porch patio deck laundry room living dining
  `),
  // problems
  ...wordList(`
    leak leaks leaking leaky drip drips dripping broken broke break cracked crack clogged clog
    blocked backed overflowing overflow stuck jammed loose mold mould mildew damp wet stain pest
    pests roach roaches cockroach cockroaches mice mouse rat rats bugs ants bedbugs termites wasps
    noise noisy loud smell smells stinks flickering working work works fix fixed repair repaired
    replace damaged damage hole falling peeling problem issue buzz buzzing buzzes humming crackling
    sizzling melting melted charred scorched scorch overflowed kicked pried forced swelling swollen
    swell throat tongue allergic reaction
  `),
  // urgency and contact
  ...wordList(`
    urgent urgently emergency asap soon today tonight tomorrow immediately whenever rush wait normal
    routine minor low high medium week phone number email call text reach contact
  `),
  // conversation
  ...wordList(`
    hello hi hey thanks thank cancel never mind please help question sorry what which whose would
    could should your yours mine ours their they there these those about because
  `),
];

/** Ordinary words a typo away from a hazard word, kept as typed ("tire" is not "fire", "lead" not "leak"). */
const ORDINARY_WORDS = wordList(`
  tire tires hire hired here there where were wise wife wide wine fine five fore frames flakes
  blames spoke stoke spare spares stark bread brake bleak lead lean leap beak peak weak gash gasp
  spell shell later wafer waiter head hear beat meat seat neat heal held hell helm deed deaf deal
  dear read bead might right sight fight tight show slow know bold hold told sold gold cord blood
  poor wipe ripe pine pile type dies diet tied lied parks rubbed robber forces burnt bust rubbing
  have make take come some same time more sure like just with will well this that them then than
  also into only once over even very much such each both must last past next text best test rest
  says said paid wait gate date rate face place space back room food good wood look book cook
  week keep sleep need feel seem mean open close closed left thing things stuff still told asked
  since started start again every always sometimes never morning evening afternoon hours days
  weeks months year years sparkling sparkle sparkles sparkly dwelling dwellings
`);

/** What typos are corrected towards. */
export const CORRECTION_TARGETS: readonly string[] = [...new Set([...HAZARD_WORDS, ...TENANT_WORDS])];

/**
 * Common English words (SCOWL sizes 10 and 20) that the corrector would otherwise turn into one of its
 * targets, generated by generate-common-words.ts beside this file and checked by its test.
 */
export const KEPT_AS_TYPED: readonly string[] = commonWords;

/** Words never corrected, but never a correction either. */
export const ORDINARY: readonly string[] = [...NEAR_HAZARD_WORDS, ...ORDINARY_WORDS];

const tenantSpeller = new Speller(CORRECTION_TARGETS, [...ORDINARY, ...KEPT_AS_TYPED, ...KEPT_HAZARD_WORDS]);

/** True when the word is one the corrector knows (a target or a word kept as typed). */
export const isKnownWord = (word: string): boolean => tenantSpeller.has(word);

/** Lower-cased words with typos corrected towards the tenant's vocabulary ("leeking sinc" → leaking sink). */
export function correctedWords(message: string): string[] {
  return tokenize(message).map((token) => tenantSpeller.correct(token));
}
