/**
 * What a tenant may ask about their lease, and how each question is recognised. A topic answered from
 * the lease's fields (rent, due day, grace and late fees, deposit, dates) is answered from them first;
 * every topic is also looked up in the lease document's own clauses, with the words a lease uses for it
 * (`core`: a clause must say one of them to be about the topic; `related`: they only rank).
 */

export const LEASE_TOPICS = [
  'rent_amount',
  'rent_due',
  'late_fee',
  'payment',
  'deposit',
  'lease_end',
  'lease_start',
  'renewal',
  'early_termination',
  'pets',
  'parking',
  'quiet_hours',
  'smoking',
  'subletting',
  'guests',
  'repairs',
  'utilities',
  'alterations',
  'insurance',
  'entry',
  'trash',
  'yard',
  'keys',
  'grills',
  'laundry',
  'storage',
  'move_out',
] as const;
export type LeaseTopic = (typeof LEASE_TOPICS)[number];

export type TopicDefinition = {
  /** How the topic is named in a sentence ("For pets: ..."). */
  name: string;
  /** A question about the topic, over the corrected, lower-cased words of the message. */
  asked: RegExp;
  /** Words (stems, see clause-search.ts) a clause on the topic says. */
  core: string[];
  related: string[];
};

const words = (text: string): string[] => text.trim().split(/\s+/);

const LATE =
  /\blate\b|\bgrace\b|\b(after|past) the (\d+(st|nd|rd|th)?|due date|deadline)\b|\b(miss|missed|missing|behind|short) (on )?(my |the )?(rent|payment)\b|\bon time\b|\bfew days (late|after)\b|\b(can't|cant|cannot|unable to|don't|dont|do not|not) pay\b/;

export const TOPICS: Record<LeaseTopic, TopicDefinition> = {
  rent_amount: {
    name: 'the rent amount',
    asked:
      /\b(how much|what|what's|whats)\b.*\brent\b|\brent\b.*\b(amount|cost|costs|price|how much)\b|\b(monthly|my) rent\b|\bhow much (do|does|will|should) (i|we) (pay|owe)\b|\bwhat do (i|we) (pay|owe)\b/,
    core: words('rent'),
    related: words('monthly month amount'),
  },
  rent_due: {
    name: 'the due date',
    asked:
      /\bwhen\b.*\b(rent|pay|payment|payments)\b|\b(rent|payment)\b.*\b(due|when)\b|\bdue (date|day)\b|\bwhat (day|date)\b.*\b(pay|rent|due)\b|\bis (rent|it) due\b|\bdeadline\b.*\brent\b|\brent\b.*\bdeadline\b/,
    core: words('due'),
    related: words('rent month day first payable advance'),
  },
  late_fee: {
    name: 'late fees',
    asked: LATE,
    core: words('late grace'),
    related: words('fee charge penalty day after due paid'),
  },
  payment: {
    name: 'how to pay',
    asked:
      /\bhow (do|can|should|would) (i|we) pay\b|\b(where|who) (do|should|can) (i|we) (pay|send|make)\b|\bpay\b.*\b(online|check|cash|zelle|venmo|card|portal|money order|app|bank|transfer)\b|\b(payment method|payment methods|method of payment|ways to pay|way to pay|payment options)\b/,
    core: words('payment pay paid check cash'),
    related: words('online portal money order method deliver mail address transfer electronic bank accept'),
  },
  deposit: {
    name: 'the deposit',
    asked: /\bdeposit\b|\bdeposits\b/,
    core: words('deposit'),
    related: words('security return refund deduct damage interest forward address'),
  },
  lease_end: {
    name: 'the end of the lease',
    asked:
      /\b(lease|contract|term|it)\b.*\b(end|ends|ending|expire|expires|expiring|expiration|over|finish|finishes|up)\b|\b(end|expiration|expiry) date\b|\bhow long\b.*\b(lease|contract|term)\b|\bwhen (do|must|should|can) (i|we) (move out|leave|vacate)\b|\bmove out date\b|\blength of (my |the )?lease\b/,
    core: words('term end expire terminate'),
    related: words('commence begin month year date'),
  },
  lease_start: {
    name: 'the start of the lease',
    asked:
      /\b(lease|contract|term|it)\b.*\b(start|starts|started|begin|begins|began|commence|commenced)\b|\bstart date\b|\bmove in date\b|\bwhen (did|do|can) (i|we) move in\b/,
    core: words('term commence begin start'),
    related: words('date month year'),
  },
  renewal: {
    name: 'renewal and notice',
    asked:
      /\brenew\b|\brenewal\b|\brenewing\b|\bextend\b|\bextension\b|\bmonth to month\b|\bnotice\b.*\b(move|moving|leave|leaving|vacate|end)\b|\b(move|moving|leave|leaving|vacate)\b.*\bnotice\b|\bhow much notice\b|\bgive notice\b|\bnot (renew|stay)\b|\bstay (longer|another year)\b/,
    core: words('renew renewal notice extend month-to-month holdover'),
    related: words('term expire end vacate written day prior automatic'),
  },
  early_termination: {
    name: 'ending the lease early',
    asked:
      /\bbreak (my |the |our )?(lease|contract)\b|\b(end|terminate|cancel|get out of) (my |the |our )?(lease|contract)\b.*\bearly\b|\bearly (termination|move out|exit)\b|\b(lease|contract) early\b|\bmove out early\b|\bleave early\b|\bbefore (the |my )?(lease|contract) ends?\b/,
    core: words('terminate termination early break'),
    related: words('fee notice month rent remainder reletting buyout liable'),
  },
  pets: {
    name: 'pets',
    asked:
      /\b(pet|pets|dog|dogs|cat|cats|puppy|puppies|kitten|kittens|animal|animals|bird|birds|fish|aquarium|hamster|rabbit|reptile|snake|emotional support|service animal)\b/,
    core: words('pet animal dog cat'),
    related: words('bird fish aquarium breed weight pound leash waste service support deposit fee'),
  },
  parking: {
    name: 'parking',
    asked:
      /\b(parking|parked|driveway|carport)\b|\b(where|can|to|i|we) park\b|\bpark (here|there|overnight|outside|in the|on the|at the)\b|\b(car|cars|vehicle|vehicles|truck|motorcycle|boat|trailer|rv)\b.*\b(spot|space|spaces|put|leave|keep|allowed|fee|fees|garage|street|driveway)\b|\bgarage\b.*\b(use|park|space|spot|mine|included|access)\b/,
    core: words('park parking vehicle car garage driveway carport'),
    related: words('space spot tow street motorcycle boat trailer assigned guest'),
  },
  quiet_hours: {
    name: 'quiet hours',
    asked:
      /\bquiet\b|\b(noise|noisy|loud)\b.*\b(rule|rules|policy|hours|allowed|time|late|after)\b|\b(party|parties|music|instrument|instruments|piano|drums)\b|\b(rule|rules|policy)\b.*\bnoise\b/,
    core: words('quiet noise loud music disturb nuisance'),
    related: words('hour pm am party instrument neighbor peace enjoyment sound'),
  },
  smoking: {
    name: 'smoking',
    asked:
      /\bsmoke\b(?! (detector|detectors|alarm|alarms))|\b(smoking|smoker|smokers|cigarette|cigarettes|cigar|vape|vaping|marijuana|cannabis|weed|hookah|tobacco)\b/,
    core: words('smoke smoking cigarette tobacco vape marijuana cannabis smoke-free'),
    related: words('premise balcony patio indoor outdoor'),
  },
  subletting: {
    name: 'subletting',
    asked:
      /\b(sublet|sublets|subletting|sublease|subleasing|subtenant|assign|assignment|airbnb|vrbo|short term rental)\b|\brent (out|it out)\b|\bsomeone else (take over|move in)\b|\btake over (my|the) lease\b/,
    core: words('sublet sublease assign assignment subtenant airbnb'),
    related: words('consent written occupant transfer'),
  },
  guests: {
    name: 'guests and occupants',
    asked:
      /\b(stay|stays|staying|live|living) with (me|us)\b|\bcome (stay|visit)\b|\b(guest|guests|visitor|visitors|stay over|staying over|sleep over|overnight|boyfriend|girlfriend|partner|roommate|roommates|occupant|occupants|family (member|members)? (stay|visit)|move in with)\b/,
    core: words('guest visitor occupant roommate'),
    related: words('stay overnight consecutive day night written consent resident'),
  },
  repairs: {
    name: 'repairs',
    asked:
      /\b(repair|repairs|maintenance)\b.*\b(policy|request|requests|responsible|who|how|pay|pays|lease|handle|handles|cover|covers|submit|report)\b|\bwho (fixes|repairs|handles|takes care)\b|\bwho (pays for|is responsible for)\b.*\b(repair|repairs|fix|fixing|fixes|damage|broken|maintenance|appliance|appliances)\b|\bresponsible for\b.*\b(fix|fixing|repair|repairs|damage|broken|maintenance)\b|\bhow (do|can|should) (i|we) (report|request|ask for)\b|\b(repair|maintenance) (policy|policies|request|requests)\b/,
    core: words('repair maintenance maintain fix'),
    related: words(
      'request report written notify responsible damage cost expense emergency prompt condition',
    ),
  },
  utilities: {
    name: 'utilities',
    asked:
      /\b(utility|utilities|water bill|gas bill|electric bill|electricity bill|power bill|internet|wifi|wi fi|cable|sewer)\b|\b(who|do i|does the landlord|landlord) (pay|pays|covers?)\b.*\b(water|gas|electric|electricity|power|trash|heat)\b|\b(water|gas|electric|electricity|power|trash|heat|heating)\b.*\b(included|include|pay|pays|covered|responsible)\b/,
    core: words('utility water gas electric electricity sewer internet cable'),
    related: words('pay responsible bill service account include trash heat'),
  },
  alterations: {
    name: 'changes to the home',
    asked:
      /\b(paint|painting|repaint|wallpaper|nail|nails|hang|hanging|shelf|shelves|mount|mounting|drill|holes|alteration|alterations|modify|modification|remodel|renovate|satellite|dish|decorate|decorating)\b|\b(change|replace|install|put up)\b.*\b(wall|walls|fixture|fixtures|light|lights|fan|floor|flooring|blinds|curtains|tv|appliance|locks?)\b/,
    core: words('alteration alter paint improvement modification install nail satellite change'),
    related: words('written consent wall fixture hole decoration remove restore'),
  },
  insurance: {
    name: "renter's insurance",
    asked: /\binsurance\b|\binsured\b|\bliability (coverage|policy)\b/,
    core: words('insurance insure'),
    related: words('renter liability coverage policy property loss'),
  },
  entry: {
    name: 'entry by the landlord',
    asked:
      /\b(landlord|owner|manager|they)\b.*\b(enter|come in|come into|access|inspect|inspection|show)\b|\b(enter|entry|access)\b.*\b(unit|apartment|home|house|my place)\b|\bnotice before (entering|entry|coming)\b|\binspection\b/,
    core: words('enter entry access inspect inspection'),
    related: words('notice hour reasonable emergency show repair'),
  },
  trash: {
    name: 'trash and recycling',
    asked: /\b(trash|garbage|recycling|recycle|rubbish|bins?|dumpster|waste pickup)\b/,
    core: words('trash garbage recycle recycling rubbish refuse dumpster'),
    related: words('bin container pickup dispose curb'),
  },
  yard: {
    name: 'yard care',
    asked:
      /\b(lawn|yard|grass|mow|mowing|landscaping|garden|gardening|weeds|snow removal|shovel|shoveling|leaves)\b/,
    core: words('lawn yard landscape landscaping mow snow garden grass'),
    related: words('maintain maintenance remove shrub tree walkway'),
  },
  keys: {
    name: 'keys and locks',
    asked:
      /\b(key|keys|lock|locks|rekey|locked out|lockout|lock out|spare key|garage opener|fob|fobs)\b.*\b(change|changing|extra|spare|copy|copies|lost|replace|cost|fee|get|policy|allowed|add)\b|\b(change|changing|extra|spare|copy|lost|replace|add)\b.*\b(key|keys|lock|locks)\b|\blocked out\b/,
    core: words('key lock rekey lockout'),
    related: words('change replace duplicate lost fee consent deadbolt'),
  },
  grills: {
    name: 'grills and open flames',
    asked:
      /\b(grill|grills|grilling|bbq|barbecue|barbeque|fire pit|fire pits|firepit|candle|candles|open flame|fireworks|fireplace)\b/,
    core: words('grill barbecue bbq flame fire candle fireplace firework'),
    related: words('balcony patio charcoal propane pit'),
  },
  laundry: {
    name: 'laundry',
    asked:
      /\b(laundry|washer|dryer|washing machine|laundromat)\b.*\b(use|where|included|allowed|room|have|hours|can|is|are)\b/,
    core: words('laundry washer dryer'),
    related: words('machine room hour use appliance'),
  },
  storage: {
    name: 'storage',
    asked: /\b(storage|store my|store our|storing|shed|attic|basement storage|bike|bikes|bicycle|bicycles)\b/,
    core: words('storage store shed bicycle bike'),
    related: words('attic basement area locker common'),
  },
  move_out: {
    name: 'moving out',
    asked:
      /\bmove out\b.*\b(clean|cleaning|condition|inspection|checklist|walk through|keys)\b|\b(clean|cleaning)\b.*\bmove out\b|\bwhen (i|we) (move|moving) out\b|\bmoving out\b|\bmove out (process|procedure)\b/,
    core: words('vacate surrender move clean cleaning'),
    related: words('condition key inspection deposit wear tear end'),
  },
};

/** Topics asked about the rent itself: the rent amount is not another topic's "how much". */
const AMOUNT_OF_SOMETHING_ELSE: LeaseTopic[] = [
  'late_fee',
  'deposit',
  'utilities',
  'pets',
  'parking',
  'payment',
  'insurance',
  'keys',
  'early_termination',
  'renewal',
];

/** The lease topics a message asks about, over its corrected, lower-cased words. */
export function findLeaseTopics(text: string): LeaseTopic[] {
  const found = LEASE_TOPICS.filter((topic) => TOPICS[topic].asked.test(text));
  const has = (topic: LeaseTopic) => found.includes(topic);
  const drop = new Set<LeaseTopic>();
  // "Can I pay my rent late?", "what's the late fee?": the late terms, not the amount nor the due day.
  if (has('late_fee')) {
    if (!/\bwhen\b.*\bdue\b|\bdue (date|day)\b|\bwhat day\b/.test(text)) drop.add('rent_due');
    if (!/\bhow much\b.*\brent\b.*\band\b|\brent amount\b/.test(text)) drop.add('rent_amount');
  }
  if (AMOUNT_OF_SOMETHING_ELSE.some((topic) => topic !== 'late_fee' && has(topic)) && has('rent_amount')) {
    // "is water included in the rent?", "how much is the pet rent?": about that topic.
    if (!/\b(my|the|monthly) rent\b.*\band\b|\band\b.*\b(my|the|monthly) rent\b/.test(text))
      drop.add('rent_amount');
  }
  // "how much do I pay" said while asking when: the due day, unless the amount is asked too.
  if (has('rent_due') && has('rent_amount') && !/\b(how much|amount|cost|price)\b/.test(text))
    drop.add('rent_amount');
  // A lease term question names its end; "how long is my lease" asks for both dates.
  if (has('lease_start') && has('lease_end') && !/\bhow long\b/.test(text)) {
    if (
      /\b(start|starts|started|begin|begins|began|commence)\b/.test(text) &&
      !/\b(end|ends|expire|expires)\b/.test(text)
    )
      drop.add('lease_end');
  }
  // A pet deposit is the pets' question; the deposit back at the end of the lease is the deposit's.
  if (
    has('deposit') &&
    has('pets') &&
    /\bpet deposit\b|\bdeposit for (a |my |the |our )?(pet|dog|cat)\b/.test(text)
  )
    drop.add('deposit');
  else if (has('deposit')) {
    drop.add('lease_end');
    drop.add('move_out');
  }
  // Breaking the lease early is not asking when it ends.
  if (has('early_termination')) {
    drop.add('lease_end');
    drop.add('renewal');
  }
  if (has('renewal') && has('lease_end') && /\bnotice\b|\brenew/.test(text)) drop.add('lease_end');
  if (has('renewal') && /\bnotice\b/.test(text)) drop.add('move_out');
  // Grilling and smoking: "smoke from a grill" is the grill's.
  if (
    has('grills') &&
    has('smoking') &&
    !/\b(cigarette|cigarettes|smoker|vape|vaping|marijuana|tobacco)\b/.test(text)
  )
    drop.add('smoking');
  // A rent question that named nothing more precise ("whats the rnet") asks the amount.
  const kept = found.filter((topic) => !drop.has(topic));
  // "How long is my lease?": from its start to its end.
  if (
    /\bhow long\b.*\b(lease|contract|term)\b/.test(text) &&
    !kept.includes('lease_start') &&
    kept.includes('lease_end')
  )
    kept.splice(kept.indexOf('lease_end'), 0, 'lease_start');
  if (kept.length === 0 && /\brent\b/.test(text) && !/\b(rent (it )?out|for rent)\b/.test(text))
    return ['rent_amount'];
  return kept;
}

/** Topics a lease's fields answer; the rest come from the document's clauses only. */
export const FIELD_TOPICS: ReadonlySet<LeaseTopic> = new Set([
  'rent_amount',
  'rent_due',
  'late_fee',
  'deposit',
  'lease_end',
  'lease_start',
  'pets',
  'parking',
]);
