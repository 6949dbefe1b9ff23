import { wordTable } from '@astor/contract/word-table';

/**
 * Common English short forms of first names: a landlord asks about "Zeke" when the lease says Ezekiel.
 * Each formal name (lower case) with the short forms people use for it.
 */
const SHORT_FORMS = wordTable<readonly string[]>({
  alexander: ['alex', 'xander', 'sandy'],
  alexandra: ['alex', 'lexi', 'sandra'],
  andrew: ['andy', 'drew'],
  anthony: ['tony'],
  barbara: ['barb', 'babs'],
  benjamin: ['ben', 'benny', 'benji'],
  catherine: ['cathy', 'cat', 'kate', 'katie'],
  charles: ['charlie', 'chuck', 'chas'],
  christopher: ['chris', 'topher'],
  christine: ['chris', 'chrissy', 'tina'],
  daniel: ['dan', 'danny'],
  david: ['dave', 'davey'],
  deborah: ['deb', 'debbie'],
  donald: ['don', 'donnie'],
  dorothy: ['dot', 'dottie'],
  edward: ['ed', 'eddie', 'ned', 'ted'],
  elizabeth: ['liz', 'lizzie', 'beth', 'betty', 'eliza', 'libby'],
  eleanor: ['ellie', 'nell', 'nora'],
  ezekiel: ['zeke'],
  frances: ['fran', 'frannie'],
  francis: ['frank'],
  frederick: ['fred', 'freddie'],
  gregory: ['greg'],
  henrietta: ['hetty', 'etta'],
  henry: ['hank', 'harry'],
  isabella: ['bella', 'izzy'],
  jacob: ['jake'],
  james: ['jim', 'jimmy', 'jamie'],
  jennifer: ['jen', 'jenny'],
  jessica: ['jess', 'jessie'],
  jonathan: ['jon', 'jonny'],
  joseph: ['joe', 'joey'],
  katherine: ['kate', 'katie', 'kathy', 'kat'],
  kenneth: ['ken', 'kenny'],
  lawrence: ['larry'],
  leonard: ['leo', 'len', 'lenny'],
  margaret: ['maggie', 'meg', 'peggy', 'marge'],
  matthew: ['matt'],
  michael: ['mike', 'mikey', 'mick'],
  nathaniel: ['nate', 'nathan'],
  nicholas: ['nick', 'nicky'],
  patricia: ['pat', 'patty', 'trish'],
  patrick: ['pat', 'paddy'],
  peter: ['pete'],
  philippa: ['pippa', 'pip'],
  rebecca: ['becky', 'becca'],
  richard: ['rick', 'ricky', 'rich', 'dick'],
  robert: ['rob', 'robbie', 'bob', 'bobby', 'bert'],
  ronald: ['ron', 'ronnie'],
  samantha: ['sam', 'sammy'],
  samuel: ['sam', 'sammy'],
  stephen: ['steve', 'stevie'],
  steven: ['steve', 'stevie'],
  susan: ['sue', 'suzy'],
  theodore: ['ted', 'teddy', 'theo'],
  theodora: ['theo', 'dora'],
  thomas: ['tom', 'tommy'],
  timothy: ['tim', 'timmy'],
  victoria: ['vicky', 'tori'],
  wilhelmina: ['willa', 'mina', 'billie'],
  william: ['will', 'bill', 'billy', 'liam'],
  zachary: ['zach', 'zack'],
});

/**
 * Whether `typed` is a common short form of the first name `formal`: one people use ("zeke" of "ezekiel"),
 * or its first syllables ("bart" of "bartholomew", "cass" of "cassius"), at least 4 letters and 2 short.
 */
export const isShortFormOf = (typed: string, formal: string): boolean =>
  (SHORT_FORMS[formal]?.includes(typed) ?? false) ||
  (typed.length >= 4 && formal.length >= typed.length + 2 && formal.startsWith(typed));
