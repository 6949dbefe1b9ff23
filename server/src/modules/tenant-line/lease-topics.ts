/**
 * What a tenant may ask about their lease, and how each question is recognised. A topic answered from
 * the lease's fields (rent, due day, grace and late fees, deposit, dates) is answered from them first;
 * every topic is also looked up in the lease document's own clauses, with the words a lease uses for it
 * (`core`: a clause must say one of them to be about the topic; `related`: they only rank).
 */

export const LEASE_TOPICS = [
  'rent_amount',
  'rent_due',
  'rent_increase',
  'late_fee',
  'returned_payment',
  'payment',
  'deposit',
  'lease_end',
  'lease_start',
  'renewal',
  'holdover',
  'early_termination',
  'pets',
  'parking',
  'quiet_hours',
  'smoking',
  'subletting',
  'guests',
  'repairs',
  'utilities',
  'heating',
  'contact',
  'emergency_contact',
  'alterations',
  'decorations',
  'window_coverings',
  'satellite',
  'insurance',
  'entry',
  'trash',
  'yard',
  'snow',
  'keys',
  'lockout',
  'grills',
  'laundry',
  'storage',
  'appliances',
  'electrical',
  'amenities',
  'mail',
  'pests',
  'detectors',
  'waterbeds',
  'move_out',
  'joint_liability',
  'absence',
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
  /** Said instead of a core word by a clause on the topic ("returned for insufficient funds"). */
  clauseSays?: RegExp;
  /** Where a core word means something else ("smoke alarm" for smoking): not counted as the topic's. */
  otherSense?: RegExp;
  /** The broader topic whose clause answers when the lease has no clause of this one's own. */
  fallback?: LeaseTopic;
};

const words = (text: string): string[] => text.trim().split(/\s+/);

const LATE =
  /(?<!\b(how|so|too|very|really) )\blate\b(?! (at night|night|nights|on a weeknight|on weeknights|on a weekday|on weekdays|on the weekend|on weekends|in the evening|hours|season|storm|storms|tropical|summer|fall|autumn|winter|spring|afternoon|evening|morning|checkout|check out|arrival|flight|shift))|\bgrace\b|\b(after|past) the (\d+(st|nd|rd|th)?|due date|deadline)\b|\b(miss|missed|missing|behind|short) (on )?(my |the )?(rent|payment)\b|\bon time\b|\bfew days (late|after)\b|\b(pay|paying|send|sending|paid)\b( \w+){0,3} (on|by) the \d+(st|nd|rd|th)?\b|\b(can't|cant|cannot|unable to|don't|dont|do not|not) pay\b|\b(dinged|penalized|penalised|fined|charged extra|get charged|a penalty|the penalty|penalty)\b(?=.*\b(rent|pay|paying|payment|paid|late|due|behind)\b)|\b(rent|payment)\b[^.?!]{0,40}\b(behind|late)\b[^?]*\b(penalty|penalties|fine|fee|charge)\b|\b(rent|pay|paying|payment|paid|late|due)\b.*\b(dinged|penalized|penalised|fined|charged extra|get charged|a penalty)\b|\b(til|till|until|not until) (like |about |around )?the \d+(st|nd|rd|th)?\b|\b(rent|payment|it)\b( \w+){0,2} (hits|shows up|comes in|lands|arrives|goes through|gets (there|in)|clears|reaches you)( \w+){0,2} (on|by) (like |about |around )?the \d+(st|nd|rd|th)?\b|\b(rent|payment|it|check)\b( \w+){0,3} (getting|gets|get|got) (to \w+ |there |in )?(on |by )?(like |about |around )?the \d+(st|nd|rd|th)?\b/;

/** People a tenant has to stay: "my sister", "a friend", "his parents". */
const PEOPLE =
  /\b(sister|sisters|brother|brothers|mom|mother|dad|father|parent|parents|son|daughter|kid|kids|child|children|grandma|grandmother|grandpa|grandfather|grandparents|aunt|uncle|cousin|cousins|niece|nephew|friend|friends|family|relative|relatives|in laws|boyfriend|girlfriend|partner|fiance|fiancee|husband|wife|someone|somebody|people|person|company|visitor|visitors|guest|guests)\b/;
/** The tenant's own people (not "someone", who may be the landlord's photographer). */
export const GUESTS =
  /\b(sister|brother|mom|mother|dad|father|parents?|son|daughter|kids?|child|children|grandma|grandpa|grandparents|aunt|uncle|cousins?|niece|nephew|friends?|family|relatives?|boyfriend|girlfriend|partner|fiance|fiancee|husband|wife|guests?|visitors?)\b/;
/** Staying somewhere: "visiting", "crash with me", "sleep over", "move in". */
const STAY =
  /\b(stay|stays|staying|stayed|visit|visits|visiting|crash|crashing|sleep|sleeping|sleep over|live|living|move in|moves in|moving in|spend|spending|be here|be staying|be over|come stay|recover|recovering|recuperate|recuperating|couch ?surf\w*|(needs?|needing|borrow|use) (a|our|my|the) (couch|sofa|spare bed|air mattress|futon|place to stay)|on (my|our|the) (couch|sofa|futon))\b/;
/** A stay of some length: "for 3 weeks", "for a month", "how long", "over the holidays". */
const LENGTH_OF_STAY =
  /\b(for|about|around|like|maybe) (a|an|one|two|three|four|five|six|several|a few|a couple( of)?|like|about|\d+)( \w+)? (night|nights|day|days|week|weeks|month|months)\b|\bfor the (holidays|summer|winter|weekend|month)\b|\bhow long\b|\bhow many (nights|days|weeks)\b|\bover the (holidays|summer|winter|break)\b/;

/** Coming into the home: "come into the unit", "walk in", "stop by", "show the place". */
const ENTERING =
  /\b(someone|somebody|a (guy|worker|contractor|tech|technician|plumber|roofer|crew|painter)|workers|contractors|a crew)( is| are|'s)? (coming|stopping by|showing up)\b|\b(enter|enters|entering|come in|comes in|coming in|come inside|comes inside|coming inside|go inside|goes inside|going inside|come into|comes into|coming into|walk in(?! on)|walks in(?! on)|walking in(?! on)|let (yourself|themselves|himself|herself) in|stop by|stops by|drop by|drops by|come by|comes by|coming by|pop in|pops in|popping in|popped in|pop by|popping by|swing by|swinging by|come over|comes over|coming over|show (the|my|our) (place|unit|apartment|apt|house|home)|showing|showings|(photograph|photographing|shoot|shooting|film|filming|take (photos|pictures) of) (the|my|our) (place|unit|apartment|apt|house|home)|coming to (shoot|photograph|film|look at|see|inspect))\b/;
/** Being told or asked first: "without telling me", "let me know before", "how much notice". */
const ASKING_FIRST =
  /\b(notice|warn me|tell me first|notify me|warn|warning|tell me|telling me|let me know|letting me know|heads up|permission|ask me|asking me|knock|knocking|without)\b/;
const PESTS =
  /\b(bug|bugs|roach|roaches|cockroach|cockroaches|mice|mouse|rats|rodents|pest|pests|ants|bedbugs|bed bugs|termites|insects|fleas|wasps|spiders)\b/;

export const TOPICS: Record<LeaseTopic, TopicDefinition> = {
  rent_amount: {
    name: 'the rent amount',
    asked:
      /\b(how much|what|what's|whats)\b.*\brent\b|\bhow much (does|do|will|did) (the )?(housing authority|housing|section 8|voucher|pha|agency)\b|\brent\b.*\bwhat (number|amount|figure)\b|\b(total|full|contract|gross) rent\b|\bhow much (is|was|'?s) (my|our) (part|share|portion)\b|\b(my|our) (part|share|portion) of (the )?rent\b|\brent\b.*\b(amount|cost|costs|price|how much)\b|\b(monthly|my|base|basic|exact|correct|right|full) rent\b|\brent (i|we) (must|have to|need to|should) pay\b|\bhow much (do|does|will|should) (i|we) (pay|owe)\b|\bwhat do (i|we) (pay|owe)\b|\bmonthly (payment|amount|charge)\b|\bhow much (is it|do i pay|do we pay) (each|per|a|every) month\b|\b(autopay|auto pay|bill pay|zelle|venmo|bank|transfer)\b.*\b(exact|right|correct|full|monthly) amount\b|\b(exact|right|correct|full|monthly) amount\b.*\b(autopay|auto pay|bill pay|zelle|venmo|bank|transfer)\b/,
    core: words('rent'),
    related: words('monthly month amount share portion contract total'),
  },
  rent_due: {
    name: 'the due date',
    asked:
      /\bwhen\b.*\b(rent|pay|payment|payments)\b|\b(rent|payment)\b.*\b(due|when)\b|\bdue (date|day)\b|\bwhat (day|date)\b.*\b(pay|rent|due)\b|\bis (rent|it) due\b|\bdeadline\b.*\brent\b|\brent\b.*\bdeadline\b/,
    core: words('due'),
    related: words('rent month day first payable advance'),
  },
  rent_increase: {
    name: 'rent increases',
    asked:
      /\b(rent|it|price)\b.*\b(go up|goes up|going up|went up|increase|increases|increased|increasing|raise|raised|raising|rise|rises|hike|hikes)\b|\b(raise|raising|increase|increasing|hike|bump|bumping|bumped|jack|jacking)\b.*\brent\b|\brent (control|stabili[sz]ation|cap|caps)\b/,
    core: words('increase raise adjust adjustment'),
    related: words('rent notice renewal day written term'),
    clauseSays:
      /\b(increase|raise|adjust)\w*\b[^.]{0,40}\brent\b|\brent\b[^.]{0,40}\b(increase|raise|adjust)\w*\b/i,
    fallback: 'renewal',
  },
  late_fee: {
    name: 'late fees',
    asked: LATE,
    core: words('late grace'),
    related: words('fee charge penalty day after due paid'),
  },
  returned_payment: {
    name: 'returned payments',
    asked:
      /\b(bounce|bounces|bounced|bouncing|nsf|insufficient funds|non sufficient funds|not enough (money|funds))\b|\b(bank|payment|check|transfer)\b[^.?!]{0,40}\b(sent|came|kicked|bounced) (it |them )?back\b|\b(sent|kicked|bounced) back (my |the |our )?(\w+ ){0,2}(payment|check|transfer|rent)\b|\b(returned|rejected|declined|reversed|dishonored|dishonoured)\b.*\b(check|cheque|checks|payment|payments|ach|transfer|autopay)\b|\b(check|cheque|payment|ach|transfer|autopay)\b.*\b(returned|rejected|declined|reversed|dishonored|dishonoured|doesn't clear|does not clear|didn't clear|did not clear|fails|failed|goes through|go through)\b/,
    core: words('returned dishonored dishonoured bounce nsf insufficient'),
    related: words('check payment fee charge bank fund certified'),
    clauseSays:
      /\b(returned|dishonou?red|bounced?|bounces|rejected|reversed|unpaid)\b[^.]{0,60}\b(check|cheque|payment|item|fee|charge)s?\b|\b(check|cheque|payment|item)s?\b[^.]{0,60}\b(returned|dishonou?red|bounced?|bounces|rejected|reversed)\b|\bnsf\b|\b(non-?|in)sufficient funds\b/i,
    fallback: 'late_fee',
  },
  payment: {
    name: 'how to pay',
    asked:
      /\bhow (do|can|should|would) (i|we) pay\b|\b(where|who) (do|should|can) (i|we) (pay|make (the |my |out )?(check|checks|payment|payments|rent))\b|\b(where|who) (do|should|can) (i|we) send (the |my |our )?(rent|check|payment|money)\b|\bmake (the |my |a )?(check|checks) (out|payable)\b|\bpayable to\b|\b(mailed|mail|send|sent) (it |them |checks? )?where\b|\bpay\b.*\b(online|check|cash|zelle|venmo|card|portal|money order|app|bank|transfer)\b|\b(payment method|payment methods|method of payment|ways to pay|way to pay|payment options)\b|\b(autopay|auto pay|automatic payments?)\b|\b(venmo|zelle|cash ?app|paypal|apple pay|google pay)\b|\b(pay|paying|put|putting|charge|charging)\b( \w+){0,4} (on|with|by) (a |my |our |the )?(visa|mastercard|amex|american express|discover|credit card|debit card|card)\b|\b(drop|drop off|leave|mail|send|slide)\b( \w+){0,3} (rent|check|payment|money order)\b/,
    core: words('payment pay paid check cash'),
    related: words('online portal money order method deliver mail address transfer electronic bank accept'),
  },
  deposit: {
    name: 'the deposit',
    // "how much did I put down when I moved in", "when do I get my money back after I leave"
    asked:
      /\bdeposit\b|\bdeposits\b|\b(put|paid|gave) down (for|as) (the )?security\b|\b(my|our|the) security (back|refund|returned|money)\b|\b(put|paid|pay|gave) down\b.*\b(move|moved|moving|sign|signed|start)\b|\b(money|it) back\b.*\b(move out|moving out|leave|leaving|after i (go|leave|move))\b|\b(after|once|when) (i|we) (move out|moved out|moving out|leave|left|go|vacate|vacated)\b.*\b(money|it) back\b/,
    core: words('deposit'),
    related: words('security return refund deduct damage interest forward address'),
  },
  lease_end: {
    name: 'the end of the lease',
    asked:
      /\b(lease|contract|term)\b.*\b(end|ends|ending|expire|expires|expiring|expiration|over|finish|finishes|up|run out|runs out|running out)\b|\bwhen (does|is|will|did) it (end|ends|expire|expires|over|finish|finishes|up)\b|\b(end|expiration|expiry) date\b|\bhow (long|many (months|years))\b.*\b(lease|contract|term)\b|\bwhen (do|must|should|can) (i|we) (move out|leave|vacate)\b|\bmove out date\b|\blength of (my |the )?lease\b/,
    core: words('term end expire terminate'),
    related: words('commence begin month year date'),
  },
  lease_start: {
    name: 'the start of the lease',
    asked:
      /\b(lease|contract|term)\b.*\b(start|starts|started|begin|begins|began|commence|commenced)\b|\bwhen (does|did|will) it (start|begin|commence)\b|\bstart date\b|\bmove in date\b|\bwhen (did|do|can) (i|we) move in\b/,
    core: words('term commence begin start'),
    related: words('date month year'),
  },
  renewal: {
    name: 'renewal and notice',
    asked:
      /\brenew\b|\brenewal\b|\brenewing\b|\bextend\b|\bextension\b|\bnotice\b.*\b(move|moving|leave|leaving|vacate|end)\b|\b(move|moving|leave|leaving|vacate)\b.*\bnotice\b|\bhow much notice\b|\bgive notice\b|\bnot (to )?(renew|stay)\b|\b(not|won't|wont|aren't|arent|am not|isn't|isnt) (be )?(staying|renewing|coming back|re-?signing)\b|\b(tell|let (you|u|them|the landlord) know|notify|inform)\b.*\bbefore (i|we) (leave|go|move)\b|\bhow (far|long|much time) (ahead|in advance|before)\b.*\b(tell|let (you|them|the landlord) know|notify|inform)\b|\bstay (longer|another year)\b|\b(new|next) lease\b|\bsign (again|another|a new)\b/,
    core: words('renew renewal notice extend'),
    related: words('term expire end vacate written day prior'),
  },
  absence: {
    name: 'being away from home',
    // "going home dec 18 to jan 6, anything I'm supposed to do", "do i need to let you know if we're away
    // for the winter break": a stay away the lease may ask to be told of, and what to leave on.
    asked:
      /\b(away|gone|out of town|out of state|out of the country|on vacation|on a trip|traveling|travelling|visiting (family|my|our)|going home|heading home|taking the kids to)\b.*\b(let you know|tell you|notify|notice|supposed to|need to|have to|anything|what (do|should) (i|we)|heat|thermostat|water)\b|\b(let you know|tell you|notify you|give you notice)\b.*\b(away|gone|trip|vacation|travel\w*|out of town|winter break|holidays|for (the|a) (week|weeks|month|months))\b|\b(leave|leaving) (the )?(place|apartment|apt|unit|house|home) (empty|vacant|unoccupied)\b/,
    core: words('absence absent away vacant unoccupied'),
    related: words('notify notice days leave trip thermostat heat water writing dates nights'),
    clauseSays:
      /\b(absen(ce|t)|away from the (premises|apartment|home|house|unit)|be away|leave the (premises|apartment|home|house|unit) (vacant|unoccupied)|(vacant|unoccupied) for (more than|over|longer than))\b/i,
  },
  holdover: {
    name: 'what happens when the lease ends',
    asked:
      /\bmonth to month\b|\bhold ?over\b|\bwhat happens\b.*\b(don't|dont|do not|not|never) (renew|sign|move out|leave)\b|\b(don't|dont|do not|not|never) (renew|sign|move out|leave)\b.*\bwhat happens\b|\b(nobody|no one|neither)\b.*\b(at|by) the end\b|\b(roll|rolls|rolling) over\b|\bauto( |matically )?renews?\b|\brenews? automatically\b|\b(lease|contract|tenancy|it)\b.*\b(keep|keeps|kept) going\b|\b(lease|contract|tenancy|it)\b.*\b(continue|continues|carry on|carries on)\b|\b(what happens|what if|what then)\b.*\b(lease|contract|term|tenancy)\b.*\b(end|ends|ending|expire|expires|is up|runs out|is over|over)\b|\b(what happens|what if|what then)\b.*\b(end|expiration|expiry) of (my |the |our )?(lease|contract|term|tenancy)\b|\b(stay|stays|staying|remain|remaining|still (here|living))\b.*\b(after|past|once|when)\b.*\b(lease|contract|term|tenancy|it)\b.*\b(end|ends|ended|expire|expires|expired|is up|runs out|is over|over)\b|\b(nobody|no one|neither|nothing)\b.*\b(lease|contract|term|tenancy)\b.*\b(end|ends|expire|expires|is up|runs out|is over)\b|\bdon't sign\b|\bdont sign\b|\bdo not sign\b|\bwithout (signing|renewing)\b|\b(haven'?t|have not|hasn'?t|not|never) (yet )?sign(ed|ing)? (anything|a new|another|the new)\b|\b(stay|stays|staying|remain|remaining)( on| \w+ \w+| \w+ \w+ \w+)? (after|past|beyond) (the end|it ends|the lease|our lease|my lease|january|february|march|april|may|june|july|august|september|october|november|december)\b/,
    core: words('monthtomonth holdover hold continue automatic automatically renew'),
    related: words('notice end expire term same rent periodic tenancy possession remain stay past extra'),
    clauseSays:
      /month[\s-]*to[\s-]*month|hold(ing)?[\s-]*over|automatically renew|renews? automatically|\bstays? (past|beyond|after) the (end|expiration)|\bper day for each (extra )?day\b/i,
    fallback: 'renewal',
  },
  early_termination: {
    name: 'ending the lease early',
    asked:
      /\b(break|breaks|breaking|broke|broken) (my |the |our |this )?(lease|contract)\b|\b(lease|contract) (break|breaking)\b|\b(end|terminate|cancel|get out of|out of|leave|quit) (my |the |our |this )?(lease|contract)\b|\bearly (termination|move out|exit|release)\b|\b(lease|contract|tenancy) early\b|\bmove (out )?early\b|\bmoving (out )?early\b|\b(get|getting|got) out early\b|\bleave early\b|\bleaving early\b|\bbefore (the |my |our )?(lease|contract|term|tenancy) (ends|end|is up|is over|expires|runs out)\b|\bbuy ?out\b|\breleased? from (my |the |our )?(lease|contract)\b|\b(leave|move out|go|get out) (in|by|around|at the end of) (january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|fall|winter)\b[^.?!]{0,40}\b(instead|before|rather than|lease|contract)\b|\binstead of (waiting|staying) (for|until|till|to the end of) (the |my |our )?(lease|contract|term)\b/,
    core: words('terminate termination early break buyout release'),
    related: words('fee notice month rent remainder reletting liable'),
    // "Break down cardboard boxes", "a break-in", "released from the hospital": no lease ended early.
    otherSense:
      /\b(break|breaks|breaking) (down|in|into|up|out)\b|\bbreak-ins?\b|\b(early|earlier) (morning|evening|bird|riser|on|in the (day|morning|week|month))\b/gi,
  },
  pets: {
    name: 'pets',
    asked:
      /\b(pet|pets|dog|dogs|cat|cats|puppy|puppies|kitten|kittens|animal|animals|bird|birds|fish|aquarium|hamster|hamsters|rabbit|rabbits|reptile|reptiles|snake|snakes|lizard|lizards|ferret|ferrets|guinea pig|guinea pigs|turtle|turtles|parrot|parrots|emotional support|service animal)\b|\b(lab|labs) (mix|puppy|pup)\b|\b(my|our|a|his|her) lab\b|\b(labrador|retriever|retrievers|shepherd|husky|huskies|pitbull|pit bull|pitties|poodle|doodle|goldendoodle|labradoodle|terrier|beagle|bulldog|chihuahua|corgi|dachshund|rottweiler|pug|spaniel|collie|mutt|tabby)\b|\b\d+ ?(lb|lbs|pound|pounds)\b(?=[^]*\b(he|she|him|her|his|breed|weighs|weight limit|size limit)\b)|\b(he|she|him|her|his|breed|weighs)\b[^]*\b\d+ ?(lb|lbs|pound|pounds)\b/,
    core: words('pet animal dog cat'),
    related: words('bird fish aquarium breed weight pound leash waste service support deposit fee'),
  },
  parking: {
    name: 'parking',
    asked:
      /\b(parking|parked|driveway|carport)\b|\b(where|can|to|i|we) park\b|\b(do|does|can|could|should|may|will|would) (\w+ ){0,2}park\b(?! (street|st|avenue|ave|road|rd|drive|lane|place|blvd))|\bpark (here|there|overnight|outside|in the|on the|at the)\b|\b(car|cars|vehicle|vehicles|truck|motorcycle|boat|trailer|rv|rvs|camper|campers|motorhome|motor home|van)\b.*\b(spot|space|spaces|put|leave|keep|allowed|fee|fees|garage|street|driveway|lot)\b|\b(leave|leaves|leaving|keep|keeps|keeping|put|puts|park|parks|store|stores|storing) (\w+ ){0,2}(car|cars|vehicle|truck|motorcycle|boat|trailer|rv|camper|motorhome|motor home|van)\b|\bgarage\b.*\b(use|park|space|spot|mine|included|access)\b|\b(move|moving|moved)( \w+){0,2} (car|cars|vehicle|vehicles|truck)\b|\bdo with (my|our|the) (car|cars|vehicle|vehicles|truck)\b/,
    core: words('park parking vehicle car garage driveway carport'),
    related: words('space spot tow street motorcycle boat trailer assigned guest'),
  },
  quiet_hours: {
    name: 'quiet hours',
    asked:
      /\bkeep (it|the noise|things|the music) down\b|\b(what time|how late|until when|till when|until what time|till what time)\b.*\b(loud|louder|noise|noisy|music|party)\b|\bquiet\b|\b(noise|noisy|loud)\b.*\b(rule|rules|policy|hours|allowed|time|late|after)\b|\btoo late (to|for) (have|having|play|playing|make|making|run|running|do|doing|vacuum|vacuuming|host|hosting|a party|people|friends|guests|music)\b|\b(late|night|\d{1,2}(:\d\d)? ?(pm|p m)?)\b.*\b(people|friends|guests|company) over\b|\b(party|parties|music|instrument|instruments|piano|drums)\b|\b(rule|rules|policy)\b.*\bnoise\b|\b(people|friends|guests|company) over\b.*\b(after|past|until|till|late)\b|\b(after|past) (\d{1,2}( ?pm)?|midnight)\b.*\b(people|friends|guests|music|noise|loud|party|tv)\b/,
    core: words('quiet noise loud music disturb nuisance'),
    related: words('hour pm am party instrument neighbor peace enjoyment sound'),
  },
  smoking: {
    name: 'smoking',
    asked:
      /\b(smoke|smokes|smoked)\b(?! (detector|detectors|alarm|alarms))|\b(smoking|smoker|smokers|cigarette|cigarettes|cigar|vape|vaping|marijuana|cannabis|weed|hookah|tobacco)\b/,
    core: words('smoke smoking cigarette tobacco vape marijuana cannabis smoke-free'),
    related: words('premise balcony patio indoor outdoor'),
    // "an emergency means fire or smoke" is a fire's smoke, not smoking.
    otherSense:
      /\bsmoke\b(?=[^.;]{0,40}\b(detector|detectors|alarm|alarms)\b)|\b(fire|flames?),? (or |and )?smoke\b|\bsmoke,? (or |and )?(fire|flames?)\b|\bsmoke (damage|odou?r from a fire)\b/gi,
  },
  // "do the rest of us have to cover her rent?", "as her guarantor, could I have to pay a housemate's
  // share?": who owes what others on the lease leave unpaid.
  joint_liability: {
    name: 'who owes what others leave unpaid',
    asked:
      /\b(cover|pay|owe|responsible for|on the hook for|liable for|stuck with|stuck paying)\b.*\b(her|his|their|another|other|roommates?|housemates?|someone else|somebody else)('s|s)? (rent|share|part|portion|damage|bills?)\b|\b(rest of us|other roommates|other housemates|other residents|remaining (roommates|housemates|residents|tenants))\b.*\b(pay|cover|owe|responsible|on the hook)\b|\bas (\w+ )?(guarantor|co-?signer|cosigner)\b|\bjoint(ly)? (and several(ly)?|liab)/,
    core: words('jointly severally liable liability guarantor guaranty'),
    related: words('share obligations resident unpaid remaining replacement roommate housemate attributable'),
  },
  subletting: {
    name: 'subletting',
    asked:
      /\b(sublet|sublets|subletting|sublease|subleasing|subtenant|assign|assignment|airbnb|vrbo|short term rental)\b|\brent (out|it out)\b|\bsomeone else (take over|move in)\b|\btake over (my|our|the|his|her|their) (lease|place|apartment|apt|unit|room|spot|share)\b|\b(stay|live|living|staying) in (my|our|the) (place|apartment|apt|unit|room|house|home)\b.*\b(while|when) (i'm|im|i am|we're|were|we are|i|we) (\w+ )?(gone|away|there|abroad|travel+ing|out of (town|the country))\b|\bpay (the |my )?rent in my place\b|\b(rent|renting|rents|pay|paying) (the |our |my )?(place|condo|apartment|apt|unit|house|home|room)\b( \w+){0,2} from (us|me)\b|\b(rent|sublet|lend|give) (it|the place|our place|my place|the condo|the apartment) to (our|my|some) (friends?|family|relatives?|cousins?|neighbors?)\b|\b(rent|renting|rents|let|letting) (out )?(our|my|the|a) (spare |extra |empty |second |back |other |third )?(bed)?room\b|\b(take|taking|get|getting) (in )?(a |an )?(boarder|lodger|roomer)\b/,
    core: words('sublet sublease assign assignment subtenant airbnb'),
    related: words('consent written occupant transfer'),
  },
  guests: {
    name: 'guests and occupants',
    asked: new RegExp(
      [
        /\b(stay|stays|staying|crash|crashing) (with|at|over|here)\b|\b(bunk|bunking|bunks) (aboard|with|at|here|over|in)\b|\b(live|living|move in|moving in) with (me|us)\b/
          .source,
        /\bcome (stay|visit)\b/.source,
        // "a friendsgiving thing saturday, like 20 ppl": how many people may come over.
        /\b(\d{2,}|[5-9]|ten|twenty|thirty|forty|fifty) (ppl|people|guests|friends|persons|of us)\b/.source,
        /\b(guest|guests|visitor|visitors|stay over|staying over|sleep over|sleepover|overnight (guest|guests|visitor|visitors|stay|stays)|roommate|roommates|occupant|occupants|move in with|house ?guest|houseguest)\b/
          .source,
        // "my sister is visiting for 3 weeks", "can my brother sleep here for a month"
        `${PEOPLE.source}.*${STAY.source}|${STAY.source}.*${PEOPLE.source}`,
        `${STAY.source}.*(?:${LENGTH_OF_STAY.source})`,
      ].join('|'),
    ),
    core: words('guest visitor occupant roommate overnight company'),
    related: words('stay night consecutive day week written consent resident period visit'),
  },
  repairs: {
    name: 'repairs',
    asked:
      /\b(repair|repairs|maintenance)\b.*\b(policy|request|requests|responsible|who|how|pay|pays|lease|handle|handles|cover|covers|submit|report|take|takes|done|fixed|wait|long|soon|fast|quickly)\b|\bwho (fixes|repairs|handles|takes care)\b|\bwho (pays for|is responsible for)\b.*\b(repair|repairs|fix|fixing|fixes|damage|broken|maintenance|appliance|appliances)\b|\bresponsible for\b.*\b(fix|fixing|repair|repairs|damage|broken|maintenance)\b|\bhow (do|can|should) (i|we) (report|request|ask for)\b|\b(repair|maintenance|work) (policy|policies|request|requests|order|orders)\b|\bhow (long|fast|quickly|soon)\b.*\b(fix|fixed|fixes|fixing|repair|repaired|repairs|respond|response|get back|come out|handled)\b|\b(pay|pays|paying|charge|charged|charges|bill|billed)\b.*\b(repair|repairs|fix|fixing|damage|damages)\b|\b(when|how many days)\b.*\b(fixed|repaired|get to it|come fix|respond)\b|\b(get|have|send|sending|getting) (someone|somebody|anyone|anybody|a (plumber|tech|technician|handyman|repairman|repair person|maintenance person|guy))( \w+){0,2} (out|over|to (come|look|fix|check|repair))\b|\bhow (long|soon|fast|quickly)\b.*\b(gets? back|getting back|hear back|hear from|responds?|replies|reply)\b|\b(right|best|proper|correct|fastest|quickest|usual|normal) way to (get|ask|request|report|reach|have|put in|submit)\b|\b(mine|ours|my job|our job|on me|on us|yours|theirs|the landlord'?s|the owner'?s|the park'?s|the manager'?s|management'?s) to (fix|repair|replace|handle|take care of|deal with)\b|\b(is|are) (that|it|this|those|these) (mine|ours|on me|on us|my (job|responsibility)|our (job|responsibility))\b|\b(supposed to|have to|need to|required to|responsible for) (be )?(do|doing|keep|keeping|check|checking|protect|protecting)\b.*\b(freeze|freezing|frozen|winter|winterize|winterizing)\b/,
    core: words('repair maintenance maintain fix'),
    related: words(
      'request report written notify responsible damage cost expense emergency prompt condition respond within business day',
    ),
  },
  utilities: {
    name: 'utilities',
    asked:
      /\b(utility|utilities|water bill|gas bill|electric bill|electricity bill|power bill|internet|wifi|wi fi|cable|sewer)\b|\b(what|which) (other |monthly |extra )?bills\b|\bbills\b.*\b(pay (for )?myself|on my own|responsible for|in my name|besides (the )?rent|other than (the )?rent|on top of (the )?rent)\b|\b(who|do i|does the landlord|landlord) (pay|pays|covers?)\b.*\b(water|gas|electric|electricity|power|trash|heat)\b|\b(water|gas|electric|electricity|power|trash|heat|heating)\b.*\b(included|include|pay|pays|covered|responsible|in my name|account|set up|setup|sign up|turn on|hook up)\b|\b(pay|pays|set up|setup|sign up|call|turn on|hook up|put)\b.*\b(water|gas|electric|electricity|power|heat)\b.*\b(name|account|company|provider|with)\b|\b(set up|setup|sign up for|turn on|hook up)\b.*\b(water|gas|electric|electricity|power|heat)\b|\b(electric|electricity|power|gas) (company|provider)\b|\bset (the |my |our )?(water|gas|electric|electricity|power|internet|wifi|cable)( \w+)? up\b|\b(water|sewer|trash|electric|gas) (charge|charges|fee|fees)\b|\b(water|sewer|trash|electric|electricity|gas|heat)\b (was |is |were )?(part of|in) (the |my )?rent\b/,
    core: words('utility water gas electric electricity sewer internet cable'),
    related: words('pay responsible bill service account include trash heat name provider'),
  },
  heating: {
    name: 'heating and the thermostat',
    // "can I turn the heat off while I'm away?", "what do I have to keep the thermostat at?"
    asked:
      /\b(thermostat|temperature|degrees)\b|\b(turn|turning|shut|shutting|switch|switching|keep|keeping|leave|leaving|set|setting|put|putting) (off |down |up |low )?(the |my |our )?(heat|heating|heater|furnace)\b|\b(heat|heating|furnace) (off|down|low|on|setting|set at)\b|\bhow (cold|warm|low|high)\b.*\b(heat|keep|set|leave)\b|\b(heat|heating|heater|furnace)\b.*\b(weak|low|barely|not enough|not warm|isn't warm|cold)\b|\bsupposed to (be|get|stay) (warmer|hotter|warm)\b|\b(only|just|like) \d{2}\b.*\b(in here|inside|at night|degrees)\b/,
    // "heat" alone is the utilities' ("Lessor furnishes heat"): a rule on heating names a setting.
    core: words('thermostat temperature degree'),
    related: words(
      'heat heating furnace away freeze frozen pipe winter minimum lower setting vacation absence',
    ),
    clauseSays: /\b\d{2}\s?(°|degrees?\b)/i,
  },
  contact: {
    name: 'how to reach your landlord',
    // "who do I email about my neighbors' noise?", "what's the office's phone number?", "what time does the
    // office open".
    asked:
      /\b(office|leasing office)\b[^.?!]{0,30}\b(open|opens|close|closes|closed|hours)\b|\b(office|business) hours\b|\bwho (do|should|can) (i|we) (email|e-mail|call|text|contact|tell|talk to|complain to|report|send|write)\b|\b(complain|complaint|complaints)\b|\b(landlord|landlord's|owner|owner's|office|office's|manager|manager's|management|management's)\b.*\b(email|e-mail|phone|number|address|contact)\b|\bhow (do|can|should) (i|we) (reach|contact|get (a )?hold of|email|call|write to) (you|the landlord|the owner|the office|management|the manager|the property manager)\b|\bwhere (do|should|can) (i|we) (send|mail|deliver)\b|\b(number|phone|email|e-mail|contact)\b (for|of|to) (the )?(leasing |rental |management |property )?(office|landlord|manager|management)\b|\bwhat (email|e-mail|email address|address|number|phone number|phone) (do|should|can|would) (i|we)\b(?! (put|write|enter|fill in|use for (the )?rent))|\b(what's|whats|what is) (the|your|ur) (regular |normal |office |office's )?(email|e-mail|email address|phone number|phone|number)\b/,
    core: words('notice notices email office contact phone'),
    related: words('writing address complaint mail deliver hour'),
    // "text or call me at 218-555-0182": a clause that gives a phone or an address is how to reach.
    clauseSays: /\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|[^\s@]+@[^\s@]+\.[a-z]{2,}/i,
  },
  emergency_contact: {
    name: 'the emergency number',
    // "what's the after hours emergency number?", "who do I call if there's a flood?"
    asked:
      /\b(emergency|emergencies|after hours|afterhours|on call|oncall|24 hour|24 7)\b.*\b(number|numbers|line|phone|call|contact|hotline|reach)\b|\b(number|line|phone|call|contact|hotline|reach)\b.*\b(emergency|emergencies|after hours|on call)\b|\bwho (do|should|can) (i|we) call\b.*\bif\b.*\b(flood|fire|leak|gas|no heat|break in|burst)\b/,
    core: words('emergency'),
    related: words('call phone number hour line maintenance'),
  },
  alterations: {
    name: 'changes to the home',
    asked:
      /\b(paint|painting|repaint|wallpaper|nail|nails|hang|hanging|shelf|shelves|mount|mounting|drill|holes|alteration|alterations|modify|modification|remodel|renovate)\b|\b(change|replace|install|put up)\b.*\b(wall|walls|fixture|fixtures|light|lights|fan|floor|flooring|tv|appliance|locks?)\b/,
    core: words('alteration alter paint improvement modification install nail change'),
    related: words('written consent wall fixture hole decoration remove restore'),
  },
  decorations: {
    name: 'decorations',
    asked:
      /\b(decorate|decorating|decoration|decorations|decor|wreath|wreaths|string lights|fairy lights|inflatable|inflatables|ornaments)\b|\b(christmas|xmas|holiday|holidays|halloween)\b.*\b(lights|tree|trees|display|displays|stuff|put up|hang)\b/,
    core: words('decoration decorate holiday christmas'),
    related: words('light wreath nail hook door balcony remove display day'),
    fallback: 'alterations',
  },
  window_coverings: {
    name: 'window coverings',
    asked:
      /\b(blinds|curtain|curtains|drapes|drapery|shades|shutters|window (covering|coverings|treatment|treatments|film|tint)|curtain rod|curtain rods)\b/,
    core: words('blind curtain drape drapery shade covering treatment'),
    related: words('window rod foil sheet flag hang install'),
    fallback: 'alterations',
  },
  satellite: {
    name: 'satellite dishes and antennas',
    asked: /\b(satellite|dish|antenna|antennas|starlink|tv aerial|aerial)\b/,
    core: words('satellite dish antenna'),
    related: words('install balcony patio roof wall exterior mount'),
    fallback: 'alterations',
  },
  insurance: {
    name: "renter's insurance",
    asked: /\binsurance\b|\binsured\b|\bliability (coverage|policy)\b/,
    core: words('insurance insure'),
    related: words('renter liability coverage policy property loss'),
  },
  entry: {
    name: 'entry by the landlord',
    asked: new RegExp(
      [
        `\\b(landlord|owner|manager|management|maintenance|staff|super|superintendent|they|he|she)\\b.*(${ENTERING.source}|\\b(access|inspect|inspection|inspections)\\b)`,
        `${ASKING_FIRST.source}.*${ENTERING.source}|${ENTERING.source}.*${ASKING_FIRST.source}`,
        // "can you come in when I'm not home?"
        `${ENTERING.source}.*\\b(when|while|if) (i'm|im|i am|we're|we are|nobody is|no one is) (not home|not there|away|out|gone|at work|on vacation)\\b`,
        /\b(enter|entry|access)\b.*\b(unit|apartment|apt|home|house|my place|room)\b/.source,
        /\bnotice before (entering|entry|coming)\b|\binspection\b|\binspections\b/.source,
        // "he just walked in with people doing a tour and nobody told us"
        /\b(walked|walks|came|comes|let (himself|herself|themselves)) (right )?in\b.*\b(nobody|no one|didn't|didnt|without|never) (told|tell|telling|knocking|knocked|notice|warning|asking|asked)\b|\b(tour|tours|touring|showing|showings)\b.*\b(house|apartment|apt|unit|place|room|next (yr|year))\b|\b(show|showing) (the|our|my) (house|apartment|apt|unit|place|room)\b/
          .source,
      ].join('|'),
    ),
    core: words('enter entry access inspect inspection'),
    related: words('notice hour reasonable emergency show repair advance'),
    // "Lessor may stop by to look at the house after calling ahead"; "We won't come in without notice" in a
    // lease the landlord writes as "we".
    clauseSays:
      /\b(landlord|lessor|owner|manager|management|agent|we)(['’]s)?\b[^.]{0,60}\b(enter|entry|access|come in|come into|stop by|drop by|visit|visits|inspect|show)\b/i,
  },
  trash: {
    name: 'trash and recycling',
    asked:
      /\b(trash|garbage|recycling|recycle|rubbish|bins?|dumpster|compactor|waste pickup|compost|the dump|transfer station|landfill)\b|\b(throw (out|away)|get rid of|dispose of|haul away)\b|\b(bulk|large|big) (item|items|trash|pickup|furniture)\b|\bpick ?up (day|days|schedule)\b/,
    core: words('trash garbage recycle recycling rubbish refuse dumpster compactor bulk dump landfill'),
    related: words('bin container pickup dispose curb item collect'),
  },
  yard: {
    name: 'yard care',
    // "raking leaves", not "my dad leaves his camper here".
    asked:
      /\b(lawn|yard|grass|mow|mows|mowed|mowing|landscaping|garden|gardening|weeds)\b|\bleaves\b(?! (his|her|the|a|an|my|our|their|its|it|them|me|us|for|at|on|early|late|town|work|home)\b)/,
    core: words('lawn yard landscape landscaping mow garden grass'),
    related: words('maintain maintenance remove shrub tree walkway'),
  },
  // A lease may put snow under the yard ("YARD AND GROUNDS: … keep the walks clear of snow"): its fallback.
  snow: {
    name: 'snow and ice clearing',
    asked:
      /\b(snow|snowing|snowed|snowfall|snowstorm|blizzard|shovel|shovels|shoveled|shovelled|shoveling|shovelling|plow|plows|plowed|plowing|ice melt|icy|salted|salting|deicer|de icer)\b|\bdig(ging)? (my |our |the )?(car|cars|driveway|way) out\b/,
    core: words('snow plow shovel ice'),
    related: words('sidewalk walk walkway driveway salt remove clear inch'),
    fallback: 'yard',
  },
  keys: {
    name: 'keys and locks',
    asked:
      /\b(key|keys|lock|locks|rekey|locked out|lockout|lock out|spare key|garage opener|fob|fobs|deadbolt|deadbolts|smart lock|chain lock)\b.*\b(change|changing|extra|spare|copy|copies|lost|replace|cost|fee|get|policy|allowed|add|new)\b|\b(change|changing|extra|spare|copy|lost|replace|add|install|new|another|second|more)\b.*\b(key|keys|lock|locks|fob|fobs|deadbolt|deadbolts|smart lock)\b|\block(ed|ing)? (myself|ourselves|me|us|my keys|the keys|my key) (out|in)\b|\blocked out\b|\blockout\b|\b(lose|lost|misplaced|misplace) (my |a |the |our )?(key|keys|fob|fobs)\b/,
    core: words('key lock rekey lockout fob'),
    related: words('change replace duplicate lost fee consent deadbolt'),
  },
  // Locked out, and what it costs to be let in: the lockout's own clause, not the price of a lost key.
  lockout: {
    name: 'lockouts',
    asked:
      /\block(ed|ing)? (myself|ourselves|me|us|my keys|the keys|my key|our keys)( \w+){0,3} (out|in)\b|\blocked out\b|\blockouts?\b|\block out\b|\b(come|comes|coming|to) (down |over |out |up |by )?(and |to )?let (me|us) in\b|\b(can't|cant|cannot|couldn't|couldnt) get (back )?(in|inside)\b(?! (touch|contact))/,
    core: words('lockout'),
    related: words('after hours office fee charge locksmith'),
    fallback: 'keys',
  },
  grills: {
    name: 'grills and open flames',
    asked:
      /\b(grill|grills|grilling|bbq|barbecue|barbeque|fire pit|fire pits|firepit|candle|candles|open flame|fireworks|firework|sparkler|sparklers|fireplace|chiminea|tiki torch|tiki torches)\b|\b(pellet|meat|electric|offset|charcoal|propane|turkey|brisket) (smoker|smokers|fryer|fryers)\b|\b(fire|firing|fired|light|lighting|start|starting) up (the |my |a |our )?smoker\b/,
    core: words('grill barbecue bbq flame fire candle fireplace firework'),
    related: words('balcony patio charcoal propane pit'),
    otherSense:
      /\bfire (lane|lanes|extinguisher|extinguishers|alarm|alarms|department|exit|exits|escape|escapes|door|doors|code|codes|insurance)\b/gi,
  },
  laundry: {
    name: 'laundry',
    asked:
      /\b(laundry|washer|dryer|washing machine|laundromat)\b.*\b(use|where|included|allowed|room|have|hours|can|is|are)\b|\b(which|what) (days?|nights?|times?)\b.*\b(laundry|washer|dryer|washing machine)\b|\b(is there|are there|do i have|do we have|does it have|come with|comes with|can i get|can we get)\b.*\b(laundry|washer|dryer|washing machine)\b/,
    core: words('laundry washer dryer'),
    related: words('machine room hour use appliance'),
  },
  storage: {
    name: 'storage',
    asked:
      /\b(storage|store my|store our|storing|shed|attic|basement storage|bike|bikes|bicycle|bicycles|kayak|kayaks|canoe|surfboard|skis)\b|\b(keep|put|leave|store) (my |our |some |extra )?(stuff|things|belongings|boxes|furniture|junk)\b/,
    core: words('storage store shed bicycle bike'),
    related: words('attic basement area locker common room'),
  },
  appliances: {
    name: 'appliances',
    asked:
      /\b(come with|comes with|included|include|provided|provide|is there|are there|can i|can we|may i|may we|allowed|bring|get|install|own|add|have|put in|put it in|buy|bought)\b.*\b(appliance|appliances|dishwasher|microwave|fridge|refrigerator|freezer|stove|range|oven|washing machine|air conditioner|air conditioners|window unit|window ac|ac unit|portable ac|space heater|space heaters|garbage disposal)\b|\b(window ac|ac unit|window unit|air conditioner)\b.*\b(put in|put it in|install|allowed|can i|can we|ok)\b|\b(appliance|appliances)\b/,
    core: words('appliance refrigerator freezer range stove oven dishwasher microwave conditioner ac'),
    related: words('install provide supply portable heater use repair replace'),
  },
  electrical: {
    name: 'the electrical panel and power',
    // "half the upstairs just went dark", "a breaker tripped", "the outlets in the bedroom are dead".
    asked:
      /\b(breaker|breakers|breaker box|fuse|fuses|fuse box|tripped|circuit|circuits)\b|\b(power|electricity|lights?)( \w+){0,4} (is |are |went |just went |has gone |have gone |keeps going |keep going |goes |go )?(out|off|dark)\b|\bwent dark\b|\b(lost|no) (power|electricity)\b|\b(outlet|outlets|plugs?)\b( \w+){0,3} (dead|stopped working|not working|don't work|dont work|doesn't work|doesnt work)\b/,
    core: words('breaker fuse electrical circuit'),
    related: words('panel power outlet trip tripped electricity light outage'),
  },
  amenities: {
    name: 'amenities',
    asked:
      /\b(pool|pools|swimming|swim|gym|fitness|workout|exercise room|clubhouse|club house|hot tub|jacuzzi|sauna|rooftop|roof deck|lounge|amenity|amenities|business center|playground|tennis|dog park)\b/,
    core: words('pool swim swimming gym fitness clubhouse amenity sauna playground lounge'),
    related: words('open hour guest use fob rule season'),
  },
  mail: {
    name: 'mail and packages',
    asked:
      /(?<!\be )\bmail\b|\b(mailbox|mailboxes|mail key|package|packages|parcel|parcels|delivery|deliveries|delivered|amazon|ups|fedex|usps|post office)\b/,
    core: words('mail mailbox package parcel delivery'),
    related: words('locker office key accept deliver'),
  },
  pests: {
    name: 'pest control',
    asked: new RegExp(
      [
        /\b(pest control|exterminator|exterminators|exterminate|extermination|fumigate|fumigation)\b/.source,
        `\\b(spray|sprays|spraying|treat|treats|treatment|who pays|who handles|who deals|responsible|take care|policy)\\b.*${PESTS.source}`,
        `${PESTS.source}.*\\b(who pays|who handles|responsible|spray|treat|treatment|policy|lease)\\b`,
      ].join('|'),
    ),
    core: words('pest exterminator extermination exterminate insect rodent vermin bedbug bug roach'),
    related: words('treatment treat spray infestation report control'),
  },
  detectors: {
    name: 'smoke and carbon monoxide detectors',
    asked:
      /\b(detector|detectors|alarm|alarms)\b.*\b(battery|batteries|replace|replaces|replacing|change|changing|test|testing|swap|swapping|dying|dead|low|chirp|chirps|chirping|beep|beeps|beeping)\b|\b(chirp|chirps|chirping)\b.*\b(detector|detectors|alarm|alarms)\b|\b(battery|batteries)\b.*\b(detector|detectors|alarm|alarms)\b/,
    core: words('detector alarm'),
    related: words('battery batteries smoke carbon monoxide test replace'),
    fallback: 'repairs',
  },
  waterbeds: {
    name: 'waterbeds',
    asked: /\b(waterbed|waterbeds|water bed|water beds|liquid filled)\b/,
    core: words('waterbed liquid'),
    related: words('furniture consent insurance'),
  },
  move_out: {
    name: 'moving out',
    asked:
      /\bmove out\b.*\b(clean|cleaning|condition|inspection|checklist|walk through|keys)\b|\b(clean|cleaning|cleaned|cleaners|shampoo|shampooed|carpet|carpets)\b.*\b(move out|moving out|leave|leaving|vacate|vacating|end of (the|my|our) lease)\b|\bwhen (i|we) (move|moving) out\b|\bmoving out\b|\bmove out (process|procedure)\b/,
    core: words('vacate surrender move clean cleaning'),
    related: words('condition key inspection deposit wear tear end carpet broom'),
  },
};

/** "How long is my lease?", "how many months is the lease?": from its start to its end. */
const HOW_LONG = /\bhow (long|many (months|years))\b.*\b(lease|contract|term)\b/;

/** Topics asked about the rent itself: the rent amount is not another topic's "how much". */
const AMOUNT_OF_SOMETHING_ELSE: LeaseTopic[] = [
  'late_fee',
  'rent_increase',
  'returned_payment',
  'holdover',
  'deposit',
  'utilities',
  'pets',
  'parking',
  'payment',
  'insurance',
  'keys',
  'lockout',
  'early_termination',
  'renewal',
];

/** The lease topics a message asks about, over its corrected, lower-cased words. */
/** The number for what is not an emergency: "your normal number for non urgent stuff". */
export const ORDINARY_CONTACT =
  /\b(non ?urgent|non ?emergency|not urgent|normal|regular|ordinary|everyday|day to day)\b/;

/** A repair the tenant would pay for and take off the rent. */
export const REPAIR_AND_DEDUCT =
  /\b(pay (me|us) back|reimburse|reimbursed|reimbursement)\b|\b(deduct|deducting|subtract|take (it|that|the cost|them) off|taking (it|that|the cost) off|knock (it|that) off)\b.*\brent\b|\bhire (someone|somebody|a \w+|my own \w+)\b/;

/**
 * What a question leaves out: "the base rent, not counting the water charge or any pet stuff", "the base
 * rent amount (not the dog rent or the meter stuff)".
 */
const LEFT_OUT =
  /\b(not counting|not including|excluding|other than|apart from|aside from|leaving out)\b[^.?!;]*|\b(not|without|minus) (the |my |our |any )?(utilities|utility( fee| fees| charges?)?)\b|\bnot (the|my|our|any) (\w+ ){0,3}(rent|fee|fees|charge|charges|stuff|bill|bills)( or (the |my |our |any )?(\w+ ){0,3}(rent|fee|fees|charge|charges|stuff|bill|bills))?\b/g;

/** Papers named after the rent ("a rent certificate", "rent receipts"): no question about the rent itself. */
const RENT_PAPERS =
  /\brent (certificate|certificates|receipt|receipts|statement|statements|ledger|history|verification|roll)\b/g;

/** A key's or lock's own price or copy asked: "lost my key", "a new key", "rekey". */
const KEY_PRICE_ASKED =
  /\b(lost|lose|losing|replace|replacement|copy|copies|extra|spare|new|rekey|change)\b[^.?!]{0,20}\b(key|keys|fob|fobs|lock|locks)\b/;

export function findLeaseTopics(asked: string): LeaseTopic[] {
  const text = asked.replace(LEFT_OUT, ' ').replace(RENT_PAPERS, ' paper ');
  const found = LEASE_TOPICS.filter(
    (topic) => TOPICS[topic].asked.test(text) || (topic === 'repairs' && REPAIR_AND_DEDUCT.test(text)),
  );
  const has = (topic: LeaseTopic) => found.includes(topic);
  const drop = new Set<LeaseTopic>();
  // "Can I pay my rent late?", "what's the late fee?": the late terms, not the amount nor the due day.
  if (has('late_fee')) {
    if (!/\bwhen\b.*\bdue\b|\bdue (date|day)\b|\bwhat day\b/.test(text)) drop.add('rent_due');
    if (!/\bhow much\b.*\brent\b.*\band\b|\brent amount\b/.test(text)) drop.add('rent_amount');
  }
  if (AMOUNT_OF_SOMETHING_ELSE.some((topic) => topic !== 'late_fee' && has(topic)) && has('rent_amount')) {
    // "is water included in the rent?", "how much is the pet rent?": about that topic.
    // "what's my rent again? I want to set up autopay": the amount, asked in so many words.
    const amountAsked =
      /\b(my|the|monthly) rent\b.*\band\b|\band\b.*\b(my|the|monthly) rent\b/.test(text) ||
      (has('payment') &&
        AMOUNT_OF_SOMETHING_ELSE.every((topic) => topic === 'payment' || !has(topic)) &&
        /\b(how much|what|what's|whats) (is |was )?((my|the|our) )?(monthly |base |basic |lot |space |pad |site |room )?rent\b|\b(exact|monthly|total|full) rent( amount)?\b|\brent (amount|exactly)\b|\b(exact|right|correct|full|monthly) (amount|number)\b|\bhow much (is|was) (my|our) (part|share|portion)\b/.test(
          text,
        ));
    if (!amountAsked) drop.add('rent_amount');
  }
  // "how much do I pay" said while asking when: the due day, unless the amount is asked too.
  if (has('rent_due') && has('rent_amount') && !/\b(how much|amount|cost|price)\b/.test(text))
    drop.add('rent_amount');
  // A lease term question names its end; "how long is my lease" asks for both dates.
  if (has('lease_start') && has('lease_end') && !HOW_LONG.test(text)) {
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
    (/\bpet deposit\b|\bdeposit for (a |my |the |our )?(pet|dog|cat)\b/.test(text) ||
      !/\bsecurity\b|\bdeposit back\b|\b(return|returned|refund|refunded|deduct|deduction|deductions)\b/.test(
        text,
      ))
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
    drop.add('holdover');
  }
  // What happens when the lease ends is not when it ends, nor (unless asked) the notice to leave.
  if (has('holdover')) {
    drop.add('lease_end');
    if (!/\b(notice|vacate|move out|moving out)\b/.test(text)) drop.add('renewal');
  }
  // "How much notice before coming in?" is the landlord's entry, not the notice to leave.
  if (has('entry') && !/\b(move|moving|leave|leaving|vacate|renew|renewal)\b/.test(text)) drop.add('renewal');
  // "Can my sister leave her car here when she comes over?": a guest coming over is no entry by the landlord.
  if (
    has('entry') &&
    GUESTS.test(text) &&
    !/\b(landlord|owner|manager|management|maintenance|staff|super|superintendent|contractor|inspector|realtor|agent)\b/.test(
      text,
    )
  )
    drop.add('entry');
  // "Where do my guests park?" is parking's, unless a stay is asked about too.
  if (has('parking') && has('guests') && !(STAY.test(text) || LENGTH_OF_STAY.test(text))) drop.add('guests');
  // "Is 10:30 too late to have friends over?": the time of night, not a late payment.
  if (has('quiet_hours') && has('late_fee') && !/\b(rent|pay|paid|paying|payment|fee|fees)\b/.test(text))
    drop.add('late_fee');
  // "When will my rent go up?" is not when it is due.
  if (has('rent_increase')) drop.add('rent_due');
  // Moving the car for the plow is parking's; digging it out, or salting the drive, is snow clearing too.
  if (
    has('parking') &&
    has('snow') &&
    /\b(car|cars|vehicle|vehicles|truck|park|parking|lot)\b/.test(text) &&
    !/\b(dig|digging|salt|salted|salting|shovel|shovels|shoveled|shovelled|shoveling|shovelling)\b/.test(text)
  )
    drop.add('snow');
  // "do you plow the driveway?": the snow clearing, when the driveway is all that says parking.
  if (
    has('parking') &&
    has('snow') &&
    /\b(plow|plows|plowed|plowing|shovel|shovels|shoveled|shovelled|shoveling|shovelling|snow|snowing)\b/.test(
      text,
    ) &&
    !TOPICS.parking.asked.test(text.replace(/\bdriveway\b/g, ' '))
  )
    drop.add('parking');
  // "a friend might take over his room": someone taking a tenant's place, not a guest's stay nor moving out.
  if (has('subletting')) {
    if (!STAY.test(text) && !LENGTH_OF_STAY.test(text)) drop.add('guests');
    drop.add('move_out');
  }
  // A returned payment is not a question on how to pay.
  if (has('returned_payment')) drop.add('payment');
  // Mailing the rent is paying it.
  if (has('mail') && /\b(rent|check|checks|payment|pay|money order)\b/.test(text)) drop.add('mail');
  // A topic with its own clause before the broader one it falls back to (decorations before alterations).
  // "Locked out, how much to let me in?" is the lockout's; "… and how much is a new key?" the keys' too.
  for (const topic of found) {
    const fallback = TOPICS[topic].fallback;
    if (topic === 'lockout' && KEY_PRICE_ASKED.test(text)) continue;
    if (fallback && fallback !== 'late_fee' && fallback !== 'renewal') drop.add(fallback);
  }
  if (has('pests')) drop.add('repairs');
  // "your normal number for non urgent stuff? i only have the emergency one": the ordinary contact.
  if (has('emergency_contact') && ORDINARY_CONTACT.test(text))
    found.splice(found.indexOf('emergency_contact'), 1, 'contact');
  // The emergency line is its own answer, not the office's address nor the repairs policy.
  if (has('emergency_contact')) {
    drop.add('contact');
    drop.add('repairs');
  }
  // "Get someone out to fix the dishwasher" is a repair, not a question on what the home comes with.
  if (
    has('repairs') &&
    has('appliances') &&
    /\b(fix|fixed|fixing|repair|repaired|look at|check)\b/.test(text)
  )
    drop.add('appliances');
  if (
    has('renewal') &&
    has('lease_end') &&
    /\bnotice\b|\brenew/.test(text) &&
    !/\bwhen (exactly )?(does|do|will|is) (my |the |our )?(lease|contract|it) (end|ends|expire|up|over)\b/.test(
      text,
    ) &&
    // "my wife says the lease ends june 1, I said end of may": the date itself disputed.
    !/\b(lease|contract|it) (ends|end|expires|is up) (on )?(january|february|march|april|may|june|july|august|september|october|november|december|the (end|\d+))\b/.test(
      text,
    )
  )
    drop.add('lease_end');
  // "if we decide not to stay, how much notice": leaving, not having someone stay.
  if (
    has('guests') &&
    /\b(not|never) (to )?(stay|staying)\b|\bn'?t (stay|staying)\b/.test(text) &&
    !/\b(guests?|visitors?|visit|visiting|sleep|crash)\b/.test(text)
  )
    drop.add('guests');
  if (has('renewal') && /\bnotice\b/.test(text)) drop.add('move_out');
  // "Could I hire someone and take it off next month's rent?": the repairs policy, not the rent amount.
  if (has('repairs') && REPAIR_AND_DEDUCT.test(text)) drop.add('rent_amount');
  // "The smoke alarm keeps chirping, no smoke": the detector's, not smoking.
  if (
    has('detectors') &&
    has('smoking') &&
    !/\b(cigarette|cigarettes|smoker|smokers|smoking|vape|vaping|marijuana|tobacco|weed)\b/.test(text)
  )
    drop.add('smoking');
  // Grilling and smoking: "smoke from a grill" is the grill's.
  if (
    has('grills') &&
    has('smoking') &&
    !/\b(cigarette|cigarettes|smoker|vape|vaping|marijuana|tobacco)\b/.test(
      text.replace(
        /\b(pellet|meat|electric|offset|charcoal|propane|turkey|brisket) smokers?\b|\b(fire|firing|fired|light|lighting|start|starting) up (the |my |a |our )?smokers?\b/g,
        ' ',
      ),
    )
  )
    drop.add('smoking');
  // A rent question that named nothing more precise ("whats the rnet") asks the amount.
  const kept = found.filter((topic) => !drop.has(topic));
  // "How long is my lease?": from its start to its end.
  if (HOW_LONG.test(text) && !kept.includes('lease_start') && kept.includes('lease_end'))
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
